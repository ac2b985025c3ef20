// Tax forms collected with a subscription when the fund asks for them (the fund's "collect tax forms" setting): a
// substitute Form W-9 from US persons, a substitute W-8BEN from global direct investors and the parts of a W-8BEN-E
// that a global trust needs. The form is filled from what the wizard already knows (names, tax ids, addresses,
// method of investment); the tax-form step asks only for the values below.
import type { MethodOfInvestment } from './codes';
import type { Fund } from './entities';
import { type TaxFormKind, taxFormKindFor } from './tax-form-kind';

export { type TaxFormKind, taxFormKindFor } from './tax-form-kind';

/**
 * Whether the wizard asks for a tax form before signing: the fund collects tax forms (its "collect tax forms"
 * setting) and the method of investment needs one. With the setting off the flow is exactly docs/spec.md §4.
 */
export const collectsTaxForm = (fund: Pick<Fund, 'collectTaxForms'>, method: MethodOfInvestment | null): boolean =>
  fund.collectTaxForms && taxFormKindFor(method) !== null;

/** What the record says of an IRA subscription, which carries no tax form from the investor. */
export const IRA_TAX_FORM_NOTE =
  'No Form W-9 from the investor: the IRA custodian owns the investment and furnishes its own W-9.';

/** Federal tax classification on a W-9 (line 3a), asked of entities only; individuals and joint tenants are individuals. */
export const W9_TAX_CLASSIFICATIONS = [
  { value: 'cCorporation', label: 'C corporation' },
  { value: 'sCorporation', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'trustEstate', label: 'Trust/estate' },
  { value: 'llcC', label: 'Limited liability company taxed as a C corporation' },
  { value: 'llcS', label: 'Limited liability company taxed as an S corporation' },
  { value: 'llcP', label: 'Limited liability company taxed as a partnership' },
  { value: 'other', label: 'Other' },
] as const;
export type W9TaxClassification = (typeof W9_TAX_CLASSIFICATIONS)[number]['value'];

/** Exempt payee codes (W-9 line 4), 1–13; asked of entities only. */
export const W9_EXEMPT_PAYEE_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
/** Exemption from FATCA reporting codes (W-9 line 4), A–M; asked of entities only. */
export const W9_FATCA_EXEMPTION_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;

/** Chapter 3 status of a trust on a W-8BEN-E (Part I, line 4). */
export const W8BENE_TRUST_STATUSES = [
  { value: 'simpleTrust', label: 'Simple trust' },
  { value: 'grantorTrust', label: 'Grantor trust' },
  { value: 'complexTrust', label: 'Complex trust' },
] as const;
/** Chapter 4 (FATCA) status a trust most often holds (W-8BEN-E Part I, line 5). */
export const W8BENE_FATCA_STATUSES = [
  { value: 'passiveNffe', label: 'Passive NFFE' },
  { value: 'activeNffe', label: 'Active NFFE' },
  { value: 'nonreportingIgaFfi', label: 'Nonreporting IGA FFI' },
  { value: 'participatingFfi', label: 'Participating FFI' },
  { value: 'reportingModel1Ffi', label: 'Reporting Model 1 FFI' },
  { value: 'reportingModel2Ffi', label: 'Reporting Model 2 FFI' },
] as const;

/** Why a W-8BEN or W-8BEN-E carries no foreign tax id (the wizard's "no tax id" box). */
export const FOREIGN_TAX_ID_ABSENT_REASONS = [
  { value: 'notIssued', label: 'My country of residence does not issue tax identification numbers' },
  { value: 'notRequired', label: 'I am not legally required to obtain a tax identification number' },
] as const;

/**
 * The tax-form step's own answers, kept in the flow's form data beside the wizard's. Names, tax ids, addresses and
 * the method of investment are not here: the form reads them from the wizard's answers.
 */
export type TaxFormValues = {
  /** W-9, entities: line 3a. */
  w9TaxClassification: W9TaxClassification | '';
  /** W-9, "Other" classification: what it is. */
  w9OtherClassification: string;
  /** W-9 line 4, entities only, optional. */
  w9ExemptPayeeCode: string;
  /** W-9 line 4, entities only, optional. */
  w9FatcaExemptionCode: string;
  /** W-9 certification item 2 is crossed out: the IRS notified the payee of backup withholding. */
  w9SubjectToBackupWithholding: boolean;
  /** W-8BEN line 3 / W-8BEN-E line 2: country of citizenship or of organization (ISO 3166-1 alpha-2). */
  w8Country: string;
  /** W-8BEN line 8: date of birth (YYYY-MM-DD). */
  w8DateOfBirth: string;
  /** W-8BEN line 6b / W-8BEN-E line 9c: why there is no foreign tax id, when the wizard's "no tax id" is checked. */
  w8ForeignTaxIdAbsentReason: string;
  /** W-8BEN-E line 4: the trust's chapter 3 status. */
  w8eTrustStatus: string;
  /** W-8BEN-E line 5: the trust's chapter 4 status. */
  w8eFatcaStatus: string;
  /** W-8BEN-E line 9a, optional. */
  w8eGiin: string;
  /** Part II (W-8BEN) / Part III (W-8BEN-E): a treaty benefit is claimed. */
  treatyClaim: boolean;
  treatyCountry: string;
  treatyArticle: string;
  /** Withholding rate claimed, in percent, e.g. "15". */
  treatyRate: string;
  treatyIncomeType: string;
  treatyConditions: string;
};

export const emptyTaxFormValues = (): TaxFormValues => ({
  w9TaxClassification: '',
  w9OtherClassification: '',
  w9ExemptPayeeCode: '',
  w9FatcaExemptionCode: '',
  w9SubjectToBackupWithholding: false,
  w8Country: '',
  w8DateOfBirth: '',
  w8ForeignTaxIdAbsentReason: '',
  w8eTrustStatus: '',
  w8eFatcaStatus: '',
  w8eGiin: '',
  treatyClaim: false,
  treatyCountry: '',
  treatyArticle: '',
  treatyRate: '',
  treatyIncomeType: '',
  treatyConditions: '',
});

/** The certification each form carries above its signature (the IRS forms' Part II / Part IV / Part XXX text). */
export const TAX_FORM_CERTIFICATIONS: Record<TaxFormKind, string> = {
  'W-9': [
    'Under penalties of perjury, I certify that:',
    '1. The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
    '2. I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
    '3. I am a U.S. citizen or other U.S. person (defined in the instructions); and',
    '4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
    'Certification instructions. You must cross out item 2 above if you have been notified by the IRS that you are currently subject to backup withholding because you have failed to report all interest and dividends on your tax return.',
    'The Internal Revenue Service does not require your consent to any provision of this document other than the certifications required to avoid backup withholding.',
  ].join('\n'),
  'W-8BEN': [
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I further certify under penalties of perjury that:',
    '• I am the individual that is the beneficial owner (or am authorized to sign for the individual that is the beneficial owner) of all the income or proceeds to which this form relates or am using this form to document myself for chapter 4 purposes;',
    '• The person named on line 1 of this form is not a U.S. person;',
    '• This form relates to: (a) income not effectively connected with the conduct of a trade or business in the United States; (b) income effectively connected with the conduct of a trade or business in the United States but is not subject to tax under an applicable income tax treaty; (c) the partner’s share of a partnership’s effectively connected taxable income; or (d) the partner’s amount realized from the transfer of a partnership interest subject to withholding under section 1446(f);',
    '• The person named on line 1 of this form is a resident of the treaty country listed on line 9 of the form (if any) within the meaning of the income tax treaty between the United States and that country; and',
    '• For broker transactions or barter exchanges, the beneficial owner is an exempt foreign person as defined in the instructions.',
    'Furthermore, I authorize this form to be provided to any withholding agent that has control, receipt, or custody of the income of which I am the beneficial owner or any withholding agent that can disburse or make payments of the income of which I am the beneficial owner. I agree that I will submit a new form within 30 days if any certification made on this form becomes incorrect.',
  ].join('\n'),
  'W-8BEN-E': [
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I further certify under penalties of perjury that:',
    '• The entity identified on line 1 of this form is the beneficial owner of all the income or proceeds to which this form relates, is using this form to certify its status for chapter 4 purposes, or is submitting this form for purposes of section 6050W or 6050Y;',
    '• The entity identified on line 1 of this form is not a U.S. person;',
    '• This form relates to: (a) income not effectively connected with the conduct of a trade or business in the United States, (b) income effectively connected with the conduct of a trade or business in the United States but is not subject to tax under an income tax treaty, (c) the partner’s share of a partnership’s effectively connected taxable income, or (d) the partner’s amount realized from the transfer of a partnership interest subject to withholding under section 1446(f); and',
    '• For broker transactions or barter exchanges, the beneficial owner is an exempt foreign person as defined in the instructions.',
    'Furthermore, I authorize this form to be provided to any withholding agent that has control, receipt, or custody of the income of which the entity on line 1 is the beneficial owner or any withholding agent that can disburse or make payments of the income of which the entity on line 1 is the beneficial owner.',
    'I agree that I will submit a new form within 30 days if any certification on this form becomes incorrect.',
    'I certify that I have the capacity to sign for the entity identified on line 1 of this form.',
  ].join('\n'),
};
