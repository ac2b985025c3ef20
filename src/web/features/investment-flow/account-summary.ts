// CONFIRM_MOI's account overview (docs/spec.md §2 'summary with Edit and Next'): the chosen method's details in plain rows,
// tax ids masked (docs/spec.md §2).
import { findCustodian } from '../../../shared/config/custodians';
import { findMethodOption } from '../../../shared/config/method-options';
import type { Address } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { maskTaxId } from '../../../shared/domain/tax-id';

export type SummaryRow = { label: string; value: string };

export const formatAddress = (address: Address, countryName: (code: string) => string): string =>
  [
    address.address1,
    address.address2,
    address.city,
    [address.country === 'US' ? address.state : address.province, address.postalCode].filter(Boolean).join(' '),
    address.country === 'US' ? '' : countryName(address.country),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const name = (first: string, last: string): string => `${first} ${last}`.trim();

export const accountSummary = (values: FlowValues, countryName: (code: string) => string): SummaryRow[] => {
  const method = values.methodOfInvestment;
  const taxId =
    method === 'direct' || method === 'trust'
      ? values.noTaxId
        ? 'None'
        : values.intlTaxId
      : values.isEin && method === 'entity'
        ? values.ein
        : values.ssn;
  const rows: (SummaryRow | null)[] = [
    { label: 'Method of investment', value: method ? (findMethodOption(method)?.label ?? method) : '' },
    { label: 'Account nickname', value: values.accountNickname },
    { label: 'Entity or trust', value: values.entityTrustName },
    { label: 'Legal name', value: name(values.legalFirstName, values.legalLastName) },
    { label: 'Tax ID', value: taxId === 'None' ? taxId : maskTaxId(taxId) },
    { label: 'Mobile phone', value: values.mobilePhone },
    { label: 'Primary residence', value: formatAddress(values.residenceAddress, countryName) },
    { label: 'Investment address', value: formatAddress(values.investmentAddress, countryName) },
    method === 'ira'
      ? { label: 'IRA custodian', value: values.iraCustodianName || (findCustodian(values.iraCustodian)?.name ?? '') }
      : null,
    method === 'jtwros'
      ? {
          label: 'Secondary subscriber',
          value: [name(values.secondaryLegalFirstName, values.secondaryLegalLastName), maskTaxId(values.secondarySsn)]
            .filter(Boolean)
            .join(', SSN '),
        }
      : null,
  ];
  return rows.filter((row): row is SummaryRow => row !== null && row.value.trim() !== '');
};
