// docs/spec.md §2 tax ids: typed with the separators added as you type, and shown masked (last 4) once entered. A value the
// server sent back is already masked ('•••-••-6789'); it stays as it is until the investor types a new one.

import { maskTaxId } from '../../../shared/domain/tax-id';
import type { TaxIdKind } from '../../../shared/forms/form-types';

const MASK_CHARACTER = '•';
const FOREIGN_MAX_LENGTH = 20;

export const isMaskedTaxId = (value: string): boolean => value.includes(MASK_CHARACTER);

const groups = (digits: string, sizes: readonly number[]): string => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
};

/** What the input shows while typing: 123-45-6789 for an SSN, 12-3456789 for an EIN, upper-case text otherwise. */
export const formatTaxIdInput = (raw: string, kind: TaxIdKind): string => {
  if (kind === 'foreign')
    return raw
      .toUpperCase()
      .replace(/[^A-Z0-9 ./-]/g, '')
      .slice(0, FOREIGN_MAX_LENGTH);
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return kind === 'ssn' ? groups(digits, [3, 2, 4]) : groups(digits, [2, 7]);
};

const MIN_FOREIGN_TO_MASK = 5;

/**
 * What the input shows while it does not have focus: a complete id masked to its last 4; an incomplete one as
 * typed, so that the investor can see what to correct.
 */
export const displayTaxId = (value: string, kind: TaxIdKind): string => {
  if (value === '' || isMaskedTaxId(value)) return value;
  const isComplete =
    kind === 'foreign'
      ? value.replace(/[\s./-]/g, '').length >= MIN_FOREIGN_TO_MASK
      : value.replace(/\D/g, '').length === 9;
  return isComplete ? maskTaxId(value) : value;
};

export const taxIdPlaceholder = (kind: TaxIdKind): string | undefined =>
  kind === 'ssn' ? '123-45-6789' : kind === 'ein' ? '12-3456789' : undefined;
