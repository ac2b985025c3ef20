import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it.each<[string | number | null, string]>([
    ['Ada', '"Ada"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['a,b\nc', '"a,b\nc"'],
    [null, '""'],
    [25000.5, '"25000.5"'],
    [-3, '"-3"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 212 555 0142', '"\'+1 212 555 0142"'],
    ['-2', '"\'-2"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a header and rows with CRLF and a byte-order mark', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFF"a","b"\r\n"1","x"\r\n');
  });
});
