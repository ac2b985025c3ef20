import { describe, expect, it } from 'vitest';
import { formatUsd, parseUsdToCents } from './money';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2_500_000, '$25,000.00'],
    [123_456_789, '$1,234,567.89'],
    [-150, '-$1.50'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes what Intl writes for US dollars, over cents of every length and sign', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 100_001, 12_345_678, 999_999_999_99];
    for (let n = 1; n < 5_000; n += 7) samples.push(n * 131);
    for (const cents of [...samples, ...samples.map((n) => -n)]) {
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('parseUsdToCents', () => {
  it.each([
    ['25000', 2_500_000],
    ['$25,000', 2_500_000],
    ['$ 25,000.5', 2_500_050],
    ['25000.05', 2_500_005],
    ['1,234,567.89', 123_456_789],
    ['.99', 99],
    ['10.', 1_000],
    [' $0 ', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseUsdToCents(text)).toBe(cents);
  });

  it.each(['', '   ', '$', '.', '-5', '12.345', '1,23', '12,3456', 'abc', '1e6', null, undefined])(
    'refuses %j',
    (text) => {
      expect(parseUsdToCents(text)).toBeNull();
    },
  );

  it('round-trips with formatUsd', () => {
    expect(parseUsdToCents(formatUsd(987_654_321))).toBe(987_654_321);
  });
});
