import { describe, expect, it } from 'vitest';
import { displayTaxId, formatTaxIdInput, isMaskedTaxId } from './tax-id-input';

describe('tax id input (docs/spec.md §2)', () => {
  it.each([
    ['1', 'ssn', '1'],
    ['123', 'ssn', '123'],
    ['1234', 'ssn', '123-4'],
    ['123456789', 'ssn', '123-45-6789'],
    ['123-45-6789', 'ssn', '123-45-6789'],
    ['12345678901', 'ssn', '123-45-6789'],
    ['12a3', 'ssn', '123'],
    ['123', 'ein', '12-3'],
    ['123456789', 'ein', '12-3456789'],
    ['gb 123-abc!', 'foreign', 'GB 123-ABC'],
  ] as const)('formats %j typed as %s to %j', (typed, kind, shown) => {
    expect(formatTaxIdInput(typed, kind)).toBe(shown);
  });

  it('shows an entered id masked to its last 4 characters', () => {
    expect(displayTaxId('123-45-6789', 'ssn')).toBe('•••-••-6789');
    expect(displayTaxId('12-3456789', 'ein')).toBe('•••-••-6789');
    expect(displayTaxId('GB1234567', 'foreign')).toBe('•••-••-4567');
    expect(displayTaxId('GB12345', 'foreign')).toBe('••••2345');
  });

  it('shows an incomplete id as typed, so the investor can correct it', () => {
    expect(displayTaxId('123-4', 'ssn')).toBe('123-4');
    expect(displayTaxId('12-34', 'ein')).toBe('12-34');
    expect(displayTaxId('GB1', 'foreign')).toBe('GB1');
  });

  it('leaves an id the server sent masked as it is, and an empty one empty', () => {
    expect(displayTaxId('•••-••-6789', 'ssn')).toBe('•••-••-6789');
    expect(displayTaxId('', 'ssn')).toBe('');
  });

  it('tells masked ids from typed ones', () => {
    expect(isMaskedTaxId('•••-••-6789')).toBe(true);
    expect(isMaskedTaxId('123-45-6789')).toBe(false);
  });
});
