// The form-field names a fund's agreement template may carry (docs/signing.md 'Templates'). The provider fills the
// text fields it knows and leaves any other alone; signature and date fields mark where each signer's stamp goes.
import type { SignerRole } from '../../../shared/api/signing';
import { maskTaxId } from '../../../shared/domain/tax-id';

/** Text fields filled from the transaction, with the label the readable view shows. */
export const AGREEMENT_FIELD_LABELS = {
  fundLegalName: 'Fund',
  investorName: 'Subscriber',
  investorEmail: 'E-mail',
  methodOfInvestment: 'Method of investment',
  entityName: 'Entity or trust',
  investorTaxId: 'Tax id',
  entityTaxId: 'Entity or IRA tax id',
  residenceAddress: 'Residence address',
  investmentAddress: 'Investment address',
  iraDetails: 'IRA custodian',
  coInvestorName: 'Joint subscriber',
  coInvestorTaxId: 'Joint subscriber tax id',
  coInvestorAddress: 'Joint subscriber address',
  spouseName: 'Spouse',
  commitmentAmount: 'Commitment',
  accreditation: 'Accreditation',
  qualifiedPurchaser: 'Qualified purchaser',
  promotedInterest: 'Promoted interest',
  investorSignerName: 'Subscriber (signature block)',
  coInvestorSignerName: 'Joint subscriber (signature block)',
  spouseSignerName: 'Spouse (signature block)',
} as const;

export type AgreementFieldName = keyof typeof AGREEMENT_FIELD_LABELS;
export type AgreementFields = Record<AgreementFieldName, string>;

export const AGREEMENT_FIELD_NAMES = Object.keys(AGREEMENT_FIELD_LABELS) as AgreementFieldName[];

/** Fields holding tax ids: masked in the PDF unless the template names the field with this suffix. */
export const TAX_ID_AGREEMENT_FIELDS = [
  'investorTaxId',
  'entityTaxId',
  'coInvestorTaxId',
] as const satisfies readonly AgreementFieldName[];
export const FULL_TAX_ID_SUFFIX = 'Full';

export const isTaxIdField = (name: string): boolean => (TAX_ID_AGREEMENT_FIELDS as readonly string[]).includes(name);

/** A field's value as the agreement prints it (tax ids masked), in the PDF and in the reading view alike. */
export const printedValue = (name: AgreementFieldName, fields: AgreementFields): string =>
  isTaxIdField(name) ? maskTaxId(fields[name]) : fields[name];

/** The signature block's own names are part of the stamps, not of the readable summary. */
export const SUMMARY_FIELD_NAMES = AGREEMENT_FIELD_NAMES.filter((name) => !name.endsWith('SignerName'));

export const signatureFieldOf = (role: SignerRole): string => `${role}Signature`;
export const signedDateFieldOf = (role: SignerRole): string => `${role}SignedDate`;

export const emptyAgreementFields = (): AgreementFields =>
  Object.fromEntries(AGREEMENT_FIELD_NAMES.map((name) => [name, ''])) as AgreementFields;
