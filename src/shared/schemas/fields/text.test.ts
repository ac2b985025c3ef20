import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { maxLengthMessage, normalizeWhitespace, text } from './text';

describe('whitespace normalisation (docs/spec.md §5)', () => {
  it.each([
    ['  Jane  ', 'Jane'],
    ['Mary    Ann', 'Mary Ann'],
    ['a\t\n b', 'a b'],
    [' ', ''],
    ['\t', ''],
    ['   \n  ', ''],
    ['x', 'x'],
    ['no change', 'no change'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeWhitespace(input)).toBe(expected);
  });

  it('casts text input through the normalisation', () => {
    expect(text().cast('  1   Market   St  ')).toBe('1 Market St');
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('reads %j as %j', (input, expected) => {
    expect(text().cast(input)).toBe(expected);
  });

  it('refuses a value that is not text', async () => {
    expect(await fieldResult(text(), { a: 1 })).toEqual({ ok: false, message: 'Please enter a valid value.' });
  });

  it('words the length limit plainly', () => {
    expect(maxLengthMessage(80)).toBe('Please use 80 characters or fewer.');
  });
});
