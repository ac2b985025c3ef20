// 'answers.changed' entries come from a database trigger (migration 0002) that cannot open tax ids: it leaves the old
// and new ciphertexts in details.sealedTaxIds. Before sealing, they are opened here and only the names of the tax
// ids whose value changed are kept; no tax id, sealed or not, stays in the audit log.
import type { DataCipher } from '../security/data-cipher';

export const ANSWERS_CHANGED = 'answers.changed';

type Resolved = { details: Record<string, unknown>; isNoop: boolean };

const open = (cipher: DataCipher, value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return '';
  try {
    return cipher.decrypt(value);
  } catch {
    // A key no longer known: the value cannot be compared, so it counts as changed.
    return null;
  }
};

const hasChanged = (cipher: DataCipher, pair: unknown): boolean => {
  if (!Array.isArray(pair)) return true;
  const [before, after] = pair.map((value) => open(cipher, value));
  return before === null || after === null || before !== after;
};

/** The entry's details with tax ids resolved; a no-op when no answer changed and the step stayed. */
export const resolveAnswerChange = (details: Record<string, unknown>, cipher: DataCipher): Resolved => {
  const { sealedTaxIds, ...rest } = details;
  const fields = Array.isArray(rest.fields) ? rest.fields.filter((f): f is string => typeof f === 'string') : [];
  const sealed = typeof sealedTaxIds === 'object' && sealedTaxIds !== null ? sealedTaxIds : {};
  const changedTaxIds = Object.entries(sealed)
    .filter(([, pair]) => hasChanged(cipher, pair))
    .map(([field]) => field);
  const allFields = [...fields, ...changedTaxIds].sort();
  return {
    details: { ...rest, fields: allFields },
    isNoop: allFields.length === 0 && rest.fromStep === rest.toStep,
  };
};
