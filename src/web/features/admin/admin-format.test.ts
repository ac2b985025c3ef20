import { describe, expect, it } from 'vitest';
import { endSentence, formatDay, formatInstant, formatMoney } from './admin-format';

describe('back-office formats', () => {
  it.each([
    ['2026-03-08T19:30:00.000Z', 'Mar 8, 2026, 3:30 PM EDT'],
    ['2026-01-15T14:05:00.000Z', 'Jan 15, 2026, 9:05 AM EST'],
    [null, '—'],
  ])('writes %s in US Eastern time as %s', (iso, expected) => {
    expect(formatInstant(iso)).toBe(expected);
  });

  it('reads the day on the Eastern calendar', () => {
    expect(formatDay('2026-03-09T02:00:00.000Z')).toBe('Mar 8, 2026');
  });

  it.each([
    [2_500_000, '$25,000.00'],
    [null, '—'],
  ])('writes %s cents as %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it.each([
    ['Venture Fund IV, L.P.', 'Venture Fund IV, L.P.'],
    ['Venture Fund IV, L.P', 'Venture Fund IV, L.P.'],
    ['Venture Fund IV ', 'Venture Fund IV.'],
  ])('ends a sentence with %s in one full stop', (name, expected) => {
    expect(endSentence(name)).toBe(expected);
    expect(endSentence(name)).not.toMatch(/\.\.$/);
  });
});
