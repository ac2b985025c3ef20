import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacters } from './control-characters';

describe('control characters', () => {
  it.each([
    ['Ada\u0000', true],
    ['\u001b[31mred', true],
    ['del\u007f', true],
    ['c1\u0085', true],
    ['two\nlines\r\nand\ttab', false],
    ['Zoë Ñúñez 王小明', false],
  ])('%j: %s', (value, expected) => {
    expect(hasControlCharacters(value)).toBe(expected);
  });

  it('names the field a control character is in, keys and array items included', () => {
    expect(controlCharacterPath({ values: { legalFirstName: 'Ada\u0000' } })).toBe('values.legalFirstName');
    expect(controlCharacterPath({ items: [{ note: 'ok' }, { note: '\u0007' }] })).toBe('items.1.note');
    expect(controlCharacterPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(controlCharacterPath('\u0000')).toBe('value');
    expect(controlCharacterPath({ a: 'fine', b: [1, true, null] })).toBeNull();
    expect(controlCharacterPath(Buffer.from([0, 1, 2]))).toBeNull();
  });
});
