import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, CSV_START, csvCell, easternIso } from './pipeline-csv';

/** The options of csv-stringify the export used before it wrote its own cells. */
const OPTIONS = { quoted: true, quoted_empty: true, record_delimiter: '\r\n', escape_formulas: true } as const;

const HOSTILE_CELLS: (string | null)[] = [
  'Marie Curie',
  '',
  null,
  'She said "yes"',
  '""',
  'a,b;c',
  'line one\nline two',
  'line one\r\nline two',
  '=HYPERLINK("http://evil.example","click")',
  '+1 212 555 0142',
  '-5',
  '@SUM(A1:A2)',
  '\tindented',
  '\rreturn',
  '\uFF1D1+1',
  '\uFF0B1',
  '\uFF0D1',
  '\uFF20x',
  "'quoted already",
  'Zoë Ø 王',
  '•••-••-6789',
];

describe('the CSV writer', () => {
  it('writes every cell exactly as csv-stringify did: quoted, quotes doubled, formulas defused', () => {
    const line = `${HOSTILE_CELLS.map(csvCell).join(',')}\r\n`;
    expect(line).toBe(stringify([HOSTILE_CELLS], { ...OPTIONS, columns: CSV_HEADER.slice(0, HOSTILE_CELLS.length) }));
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('say "hi"')).toBe(`"say ""hi"""`);
    expect(csvCell(null)).toBe(`""`);
  });

  it('starts with the byte-order mark and the header, as csv-stringify did', () => {
    expect(CSV_START).toBe(stringify([], { ...OPTIONS, bom: true, header: true, columns: [...CSV_HEADER] }));
    expect(CSV_START.startsWith('\uFEFF"Transaction","Fund",')).toBe(true);
  });
});

describe('instants in the CSV', () => {
  it.each([
    ['2026-01-15T17:30:00.000Z', '2026-01-15T12:30:00-05:00'],
    ['2026-07-04T16:00:05.000Z', '2026-07-04T12:00:05-04:00'],
    // the spring change: 1:59:59 EST, then 3:00 EDT
    ['2026-03-08T06:59:59.000Z', '2026-03-08T01:59:59-05:00'],
    ['2026-03-08T07:00:00.000Z', '2026-03-08T03:00:00-04:00'],
    // the autumn change: 1:30 comes twice, first in EDT then in EST
    ['2026-11-01T05:30:00.000Z', '2026-11-01T01:30:00-04:00'],
    ['2026-11-01T06:30:00.000Z', '2026-11-01T01:30:00-05:00'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31T18:59:59-05:00'],
  ])('writes %s as %s, the same instant', (utc, eastern) => {
    expect(easternIso(utc)).toBe(eastern);
    expect(new Date(eastern).getTime()).toBe(Math.floor(new Date(utc).getTime() / 1000) * 1000);
    expect(easternIso(new Date(utc))).toBe(eastern);
  });

  it('leaves a missing instant empty', () => {
    expect(easternIso(null)).toBeNull();
  });
});
