import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { FUND_TIME_ZONE } from '../../shared/domain/constants';
import { signingDay } from './signing-day';

describe('the signing day a PDF prints', () => {
  it.each([
    ['an afternoon', '2026-03-04T17:00:00.000Z', 'March 4, 2026'],
    ['late evening in New York, already the next day in UTC', '2026-05-07T03:30:00.000Z', 'May 6, 2026'],
    ['the first minute of a New York day', '2026-01-01T05:00:00.000Z', 'January 1, 2026'],
  ])('names %s by its US Eastern day', (_, at, day) => {
    expect(signingDay(new Date(at))).toBe(day);
    // the same day as a kept library writes it
    expect(signingDay(new Date(at))).toBe(formatInTimeZone(new Date(at), FUND_TIME_ZONE, 'MMMM d, yyyy'));
  });
});
