import { describe, expect, it } from 'vitest';
import { formatEasternDate, formatEasternDateTime } from './eastern-dates';

describe('dates in US Eastern time', () => {
  it('names the zone, daylight saving time included', () => {
    expect(formatEasternDateTime('2026-03-22T14:00:00.000Z')).toBe('March 22, 2026 at 10:00 AM EDT');
    expect(formatEasternDateTime('2026-02-20T15:00:00.000Z')).toBe('February 20, 2026 at 10:00 AM EST');
  });

  it('gives the New York calendar day, not the UTC one', () => {
    expect(formatEasternDate('2027-01-01T03:00:00.000Z')).toBe('December 31, 2026');
  });
});
