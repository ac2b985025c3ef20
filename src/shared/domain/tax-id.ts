// docs/spec.md §5 tax ids: dashes and underscores removed, trimmed, exactly 9 characters, and those are digits (a tax id of
// letters, such as 'xxx-xx-7001', is no tax id); or a masked id the investor keeps from an earlier account.
// docs/spec.md §2/§9 display: masked, only the last 4 characters shown.
import { MASKED_TAX_ID_VISIBLE, TAX_ID_LENGTH } from './constants';

const BULLET = '•';

export const normalizeTaxId = (raw: string | null | undefined): string => (raw ?? '').replace(/[-_]/g, '').trim();

const NINE_DIGITS = new RegExp(`^\\d{${TAX_ID_LENGTH}}$`);
/** '•••-••-6789' as the server answers a stored id (maskTaxId), normalised. */
const MASKED_NINE = new RegExp(`^[${BULLET}*]{${TAX_ID_LENGTH - MASKED_TAX_ID_VISIBLE}}\\d{${MASKED_TAX_ID_VISIBLE}}$`);

export const isNineDigitTaxId = (raw: string | null | undefined): boolean => {
  const normalized = normalizeTaxId(raw);
  return NINE_DIGITS.test(normalized) || MASKED_NINE.test(normalized);
};

/**
 * An SSN the Social Security Administration could have issued: it never issues area 000, 666 or 900–999 (numbers
 * starting with 9 are ITINs and the like, not SSNs), group 00 or serial 0000 (hardening beyond docs/spec.md §5). A
 * masked id ('•••-••-6789') passes as it does today: only its last 4 are known, and it keeps a stored, checked SSN.
 * Anything that is not a nine-digit id is the shape rule's to refuse (isNineDigitTaxId), so it passes here.
 */
export const isIssuableSsn = (raw: string | null | undefined): boolean => {
  const normalized = normalizeTaxId(raw);
  if (!NINE_DIGITS.test(normalized)) return true;
  const area = normalized.slice(0, 3);
  const group = normalized.slice(3, 5);
  const serial = normalized.slice(5);
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
};

export const lastFour = (value: string | null | undefined): string =>
  normalizeTaxId(value).slice(-MASKED_TAX_ID_VISIBLE);

/**
 * '•••-••-6789' for a 9-character id (the SSN/EIN shape), '••••' + the last 4 otherwise, '' for none.
 * Masking an already-masked id gives the same text.
 */
export const maskTaxId = (value: string | null | undefined): string => {
  const normalized = normalizeTaxId(value);
  if (normalized === '') return '';
  const visible = lastFour(normalized);
  if (normalized.length === TAX_ID_LENGTH) return `${BULLET.repeat(3)}-${BULLET.repeat(2)}-${visible}`;
  return `${BULLET.repeat(4)}${visible}`;
};
