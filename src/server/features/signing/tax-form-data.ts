// What the tax form says (docs/signing.md 'The tax form'): the substitute W-9, W-8BEN or W-8BEN-E of a subscription,
// filled from the wizard's answers (names, tax ids, addresses, method of investment) and the tax-form step's own
// answers (TaxFormValues, kept in the same form data). The tax id is whole here: only the PDF carries it so.
import type { Address } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import {
  emptyTaxFormValues,
  FOREIGN_TAX_ID_ABSENT_REASONS,
  type TaxFormKind,
  type TaxFormValues,
  taxFormKindFor,
  W8BENE_FATCA_STATUSES,
  W8BENE_TRUST_STATUSES,
  W9_TAX_CLASSIFICATIONS,
} from '../../../shared/domain/tax-forms';
import { normalizeTaxId } from '../../../shared/domain/tax-id';
import { formatAddress } from './agreement-data';

export type TaxFormTreaty = { country: string; article: string; rate: string; incomeType: string; conditions: string };

export type TaxFormData = {
  kind: TaxFormKind;
  /** W-9 line 1, W-8BEN line 1, W-8BEN-E line 1: the beneficial owner (the primary subscriber, or the entity). */
  name: string;
  /** W-9 line 2: the disregarded entity's name, when its owner signs for it. */
  businessName: string;
  /** W-9 line 3a: the box checked, as the form words it. */
  classification: string;
  /** W-9 line 3a, 'Other': what it is. */
  otherClassification: string;
  exemptPayeeCode: string;
  fatcaExemptionCode: string;
  /** W-9: 'ssn' or 'ein', the box of Part I the number goes in. */
  taxIdKind: 'ssn' | 'ein' | 'foreign';
  /** The full tax id (W-9 Part I; W-8 foreign TIN), '' when there is none. */
  taxId: string;
  /** W-8: why there is no foreign tax id. */
  taxIdAbsentReason: string;
  /** W-9 line 5 and 6; W-8 permanent residence address. */
  address: Address;
  /** W-8: the mailing address when it differs from the residence; '' otherwise. */
  mailingAddress: string;
  /** W-8BEN line 2 (citizenship), W-8BEN-E line 2 (organization), as a country name. */
  country: string;
  dateOfBirth: string;
  trustStatus: string;
  fatcaStatus: string;
  giin: string;
  treaty: TaxFormTreaty | null;
  isSubjectToBackupWithholding: boolean;
  /** Who signs the form: the primary signer. */
  signerName: string;
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const countryName = (code: string): string => {
  if (code.trim() === '') return '';
  try {
    return countryNames.of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

const labelOf = (list: readonly { value: string; label: string }[], value: string): string =>
  list.find((option) => option.value === value)?.label ?? '';

const TAX_FORM_KEYS = Object.keys(emptyTaxFormValues()) as (keyof TaxFormValues)[];

/** The tax-form step's answers as kept in the flow's form data beside the wizard's own; missing ones are empty. */
export const taxFormValuesOf = (values: FlowValues): TaxFormValues => {
  const stored = values as FlowValues & Partial<Record<keyof TaxFormValues, unknown>>;
  const answers = emptyTaxFormValues();
  for (const key of TAX_FORM_KEYS) {
    const value = stored[key];
    if (typeof value === typeof answers[key]) Object.assign(answers, { [key]: value });
  }
  return answers;
};

/** W-9 line 3a's first box: individuals, joint tenants (the primary subscriber) and owners of disregarded entities. */
export const W9_INDIVIDUAL = 'Individual/sole proprietor';

const w9Classification = (values: FlowValues, answers: TaxFormValues): string => {
  if (values.methodOfInvestment !== 'entity' || values.disregardedEntity) return W9_INDIVIDUAL;
  return labelOf(W9_TAX_CLASSIFICATIONS, answers.w9TaxClassification);
};

/** A US number as the W-9's boxes print it: 123-45-6789 (SSN), 12-3456789 (EIN); stored ids are digits only. */
export const formatUsTaxId = (kind: 'ssn' | 'ein', value: string): string => {
  const digits = normalizeTaxId(value);
  if (!/^\d{9}$/.test(digits)) return value;
  return kind === 'ssn'
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
};

const w9TaxId = (values: FlowValues): Pick<TaxFormData, 'taxIdKind' | 'taxId'> => {
  const ssn = (value: string) => ({ taxIdKind: 'ssn' as const, taxId: formatUsTaxId('ssn', value) });
  if (values.methodOfInvestment !== 'entity') return ssn(values.ssn);
  if (values.disregardedEntity) return ssn(values.disregardedEntitySsn);
  return values.isEin ? { taxIdKind: 'ein', taxId: formatUsTaxId('ein', values.ein) } : ssn(values.ssn);
};

const isSameAddress = (a: Address, b: Address): boolean => formatAddress(a) === formatAddress(b);

const treatyOf = (answers: TaxFormValues): TaxFormTreaty | null =>
  answers.treatyClaim
    ? {
        country: countryName(answers.treatyCountry),
        article: answers.treatyArticle.trim(),
        rate: answers.treatyRate.trim(),
        incomeType: answers.treatyIncomeType.trim(),
        conditions: answers.treatyConditions.trim(),
      }
    : null;

/**
 * The tax form of a subscription, or null when it carries none: the fund does not collect tax forms, or the method
 * of investment needs no form from the investor (an IRA, whose custodian furnishes its own).
 */
export const taxFormData = ({
  values,
  signerName,
  collectTaxForms,
}: {
  values: FlowValues;
  signerName: string;
  collectTaxForms: boolean;
}): TaxFormData | null => {
  const kind = taxFormKindFor(values.methodOfInvestment);
  if (!collectTaxForms || kind === null) return null;
  const answers = taxFormValuesOf(values);
  const isEntity = values.methodOfInvestment === 'entity' || values.methodOfInvestment === 'trust';
  const investmentAddress = values.isInvestmentAddressSameAsResidence
    ? values.residenceAddress
    : values.investmentAddress;
  const hasMailingAddress =
    formatAddress(investmentAddress) !== '' && !isSameAddress(investmentAddress, values.residenceAddress);
  const isW9 = kind === 'W-9';
  const isDisregarded = values.methodOfInvestment === 'entity' && values.disregardedEntity;
  return {
    kind,
    name: isEntity && !isDisregarded ? values.entityTrustName.trim() : signerName,
    businessName: isDisregarded ? values.entityTrustName.trim() : '',
    classification: isW9 ? w9Classification(values, answers) : '',
    otherClassification:
      isW9 && isEntity && answers.w9TaxClassification === 'other' ? answers.w9OtherClassification.trim() : '',
    exemptPayeeCode: isW9 && isEntity ? answers.w9ExemptPayeeCode.trim() : '',
    fatcaExemptionCode: isW9 && isEntity ? answers.w9FatcaExemptionCode.trim() : '',
    ...(isW9 ? w9TaxId(values) : { taxIdKind: 'foreign' as const, taxId: values.noTaxId ? '' : values.intlTaxId }),
    taxIdAbsentReason:
      !isW9 && values.noTaxId ? labelOf(FOREIGN_TAX_ID_ABSENT_REASONS, answers.w8ForeignTaxIdAbsentReason) : '',
    // The W-9 goes to the investment's (mailing) address; a W-8 names the permanent residence first.
    address: isW9 && formatAddress(investmentAddress) !== '' ? investmentAddress : values.residenceAddress,
    mailingAddress: !isW9 && hasMailingAddress ? formatAddress(investmentAddress) : '',
    country: isW9 ? '' : countryName(answers.w8Country),
    dateOfBirth: kind === 'W-8BEN' ? answers.w8DateOfBirth : '',
    trustStatus: kind === 'W-8BEN-E' ? labelOf(W8BENE_TRUST_STATUSES, answers.w8eTrustStatus) : '',
    fatcaStatus: kind === 'W-8BEN-E' ? labelOf(W8BENE_FATCA_STATUSES, answers.w8eFatcaStatus) : '',
    giin: kind === 'W-8BEN-E' ? answers.w8eGiin.trim() : '',
    treaty: isW9 ? null : treatyOf(answers),
    isSubjectToBackupWithholding: isW9 && answers.w9SubjectToBackupWithholding,
    signerName,
  };
};

/** 'form-w-8ben-venture-iv.pdf'; the sealed one ends in '-signed.pdf' like the agreement. */
export const taxFormFileName = (kind: TaxFormKind, fundSlug: string): string =>
  `form-${kind.toLowerCase()}-${fundSlug}.pdf`;
