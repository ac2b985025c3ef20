// A form prefilled from a response holds masked tax ids (docs/spec.md §9). Posting such a value back unchanged means
// "keep what is stored"; any other masked text is not a tax id and is refused.
import { type FlowValues, TAX_ID_FIELDS } from '../../../shared/domain/flow-values';
import { maskTaxId } from '../../../shared/domain/tax-id';

export const MASKED_TAX_ID_CHANGED = 'Please enter the full tax id again.';

const MASK_CHARACTER = '•';

export type Unmasked = { values: Record<string, unknown>; fields: Record<string, string> };

export const unmaskSubmitted = (submitted: Record<string, unknown>, stored: FlowValues): Unmasked => {
  const values = { ...submitted };
  const fields: Record<string, string> = {};
  for (const field of TAX_ID_FIELDS) {
    const posted = submitted[field];
    if (typeof posted !== 'string' || !posted.includes(MASK_CHARACTER)) continue;
    if (stored[field] !== '' && maskTaxId(posted) === maskTaxId(stored[field])) values[field] = stored[field];
    else fields[field] = MASKED_TAX_ID_CHANGED;
  }
  return { values, fields };
};
