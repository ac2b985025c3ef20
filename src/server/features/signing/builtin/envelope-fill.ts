// What an envelope was filled with, kept sealed with the data cipher (it holds tax ids): the template, the field
// values, the signers and the tax form's values. Comparing it with a fresh one tells whether an unsigned envelope must be refilled.
import type { DataCipher } from '../../../security/data-cipher';
import { type AgreementFields, emptyAgreementFields } from '../agreement-fields';
import type { PlannedSigner } from '../required-signers';
import type { TaxFormData } from '../tax-form-data';

export type EnvelopeFillRecord = {
  templateDocumentId: string | null;
  fields: AgreementFields;
  signers: { role: PlannedSigner['role']; name: string; email: string }[];
  taxForm: TaxFormData | null;
  /** Filled from the portal's own agreement (agreement-text.ts): the version of its text; absent for a fund's template. */
  agreementTextVersion?: string;
};

export const fillRecordOf = (
  templateDocumentId: string | null,
  fields: AgreementFields,
  signers: readonly PlannedSigner[],
  taxForm: TaxFormData | null,
  agreementTextVersion: string | null = null,
): EnvelopeFillRecord => ({
  templateDocumentId,
  fields,
  signers: signers.map(({ role, name, email }) => ({ role, name, email })),
  taxForm,
  ...(agreementTextVersion !== null && { agreementTextVersion }),
});

export const sealFill = (record: EnvelopeFillRecord, cipher: DataCipher): string =>
  cipher.encrypt(JSON.stringify(record));

export const openFill = (sealed: string, cipher: DataCipher): EnvelopeFillRecord => {
  const parsed = JSON.parse(cipher.decrypt(sealed)) as Omit<EnvelopeFillRecord, 'taxForm'> &
    Partial<EnvelopeFillRecord>;
  // Envelopes filled before tax forms existed carry none.
  return { ...parsed, fields: { ...emptyAgreementFields(), ...parsed.fields }, taxForm: parsed.taxForm ?? null };
};

/** Same template, same values, same signers: nothing to refill. */
export const isSameFill = (a: EnvelopeFillRecord, b: EnvelopeFillRecord): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
