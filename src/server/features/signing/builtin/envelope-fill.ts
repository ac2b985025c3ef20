// What an envelope was filled with, kept sealed with the data cipher (it holds tax ids): the template, the field
// values and the signers. Comparing it with a fresh one tells whether an unsigned envelope must be refilled.
import type { DataCipher } from '../../../security/data-cipher';
import { type AgreementFields, emptyAgreementFields } from '../agreement-fields';
import type { PlannedSigner } from '../required-signers';

export type EnvelopeFillRecord = {
  templateDocumentId: string | null;
  fields: AgreementFields;
  signers: { role: PlannedSigner['role']; name: string; email: string }[];
};

export const fillRecordOf = (
  templateDocumentId: string | null,
  fields: AgreementFields,
  signers: readonly PlannedSigner[],
): EnvelopeFillRecord => ({
  templateDocumentId,
  fields,
  signers: signers.map(({ role, name, email }) => ({ role, name, email })),
});

export const sealFill = (record: EnvelopeFillRecord, cipher: DataCipher): string =>
  cipher.encrypt(JSON.stringify(record));

export const openFill = (sealed: string, cipher: DataCipher): EnvelopeFillRecord => {
  const parsed = JSON.parse(cipher.decrypt(sealed)) as EnvelopeFillRecord;
  return { ...parsed, fields: { ...emptyAgreementFields(), ...parsed.fields } };
};

/** Same template, same values, same signers: nothing to refill. */
export const isSameFill = (a: EnvelopeFillRecord, b: EnvelopeFillRecord): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
