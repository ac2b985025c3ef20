// What the agreement says about this subscription (docs/design.md §7): the template's fields, filled from the transaction's
// flow values, the fund and the commitment. Tax ids are kept whole here; the PDF and the readable view mask them
// unless a template asks for the full one (agreement-fields.ts).
import type { AgreementLine } from '../../../shared/api/signing';
import { findCustodian } from '../../../shared/config/custodians';
import { QUALIFIED_PURCHASER_DEFINITIONS } from '../../../shared/config/qualified-purchaser-definitions';
import { accreditationLabel, METHOD_LABELS } from '../../../shared/domain/account-types';
import type { Address, Fund, Transaction } from '../../../shared/domain/entities';
import { isQualifiedPurchaserAnswer, secondaryResidence } from '../../../shared/domain/flow-rules';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { formatUsd } from '../../../shared/domain/money';
import {
  AGREEMENT_FIELD_LABELS,
  type AgreementFields,
  emptyAgreementFields,
  printedValue,
  SUMMARY_FIELD_NAMES,
} from './agreement-fields';
import type { PlannedSigner } from './required-signers';

export const formatAddress = (address: Address): string => {
  const region = [address.state || address.province, address.postalCode].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, region, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
};

const fullName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`.trim();

/** The investor's own tax id for the method of investment (an entity's owner, an IRA owner, a global investor). */
const investorTaxId = (values: FlowValues): string => {
  switch (values.methodOfInvestment) {
    case 'entity':
      return values.disregardedEntity ? values.disregardedEntitySsn : values.isEin ? '' : values.ssn;
    case 'direct':
    case 'trust':
      return values.noTaxId ? '' : values.intlTaxId;
    default:
      return values.ssn;
  }
};

const entityTaxId = (values: FlowValues): string => {
  if (values.methodOfInvestment === 'entity') return values.isEin ? values.ein : '';
  if (values.methodOfInvestment === 'ira') return values.iraSecondaryEin || values.iraCustodianEin;
  return '';
};

const iraDetails = (values: FlowValues): string => {
  if (values.methodOfInvestment !== 'ira') return '';
  const custodian = values.iraCustodianName || findCustodian(values.iraCustodian)?.name || values.iraCustodian;
  const account = values.iraAccountNumber ? `account ${values.iraAccountNumber}` : '';
  return [custodian, account, values.iraType].filter(Boolean).join(', ');
};

const qualifiedPurchaser = (values: FlowValues): string => {
  if (values.accreditation === null) return 'Not applicable';
  if (!isQualifiedPurchaserAnswer(values)) return 'No';
  const definition = QUALIFIED_PURCHASER_DEFINITIONS.find((d) => d.value === values.qualifiedPurchaserDefinition);
  return definition ? `Yes: ${definition.label}` : 'Yes';
};

type AgreementSource = {
  values: FlowValues;
  transaction: Pick<Transaction, 'amount'>;
  fund: Pick<Fund, 'legalName'>;
  signers: readonly PlannedSigner[];
};

export const agreementFields = ({ values, transaction, fund, signers }: AgreementSource): AgreementFields => {
  const signerName = (role: PlannedSigner['role']) => signers.find((s) => s.role === role)?.name ?? '';
  const isJoint = values.methodOfInvestment === 'jtwros';
  const code = values.accreditation === null || values.accreditation === '' ? null : Number(values.accreditation);
  return {
    ...emptyAgreementFields(),
    fundLegalName: fund.legalName,
    investorName: signerName('investor'),
    investorEmail: signers.find((s) => s.role === 'investor')?.email ?? '',
    methodOfInvestment: values.methodOfInvestment ? METHOD_LABELS[values.methodOfInvestment] : '',
    entityName:
      values.methodOfInvestment === 'entity' || values.methodOfInvestment === 'trust' ? values.entityTrustName : '',
    investorTaxId: investorTaxId(values),
    entityTaxId: entityTaxId(values),
    residenceAddress: formatAddress(values.residenceAddress),
    investmentAddress: formatAddress(values.investmentAddress),
    iraDetails: iraDetails(values),
    coInvestorName: isJoint ? fullName(values.secondaryLegalFirstName, values.secondaryLegalLastName) : '',
    coInvestorTaxId: isJoint ? values.secondarySsn : '',
    coInvestorAddress: isJoint ? formatAddress(secondaryResidence(values)) : '',
    spouseName: signerName('spouse'),
    commitmentAmount: transaction.amount === null ? 'To be confirmed' : formatUsd(transaction.amount),
    accreditation: values.accreditation === null ? 'Not applicable' : (accreditationLabel(code) ?? 'Not answered'),
    qualifiedPurchaser: qualifiedPurchaser(values),
    promotedInterest: values.agreedToPromotedInterest ? 'Agreed' : 'Not applicable',
    investorSignerName: signerName('investor'),
    coInvestorSignerName: signerName('coInvestor'),
    spouseSignerName: signerName('spouse'),
  };
};

/** The readable view's lines: every filled field but the signature block, tax ids masked (docs/spec.md §9). */
export const agreementLines = (fields: AgreementFields): AgreementLine[] =>
  SUMMARY_FIELD_NAMES.filter((name) => fields[name] !== '').map((name) => ({
    label: AGREEMENT_FIELD_LABELS[name],
    value: printedValue(name, fields),
  }));
