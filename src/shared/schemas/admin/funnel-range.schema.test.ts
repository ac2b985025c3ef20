import { describe, expect, it } from 'vitest';
import { funnelRangeErrors, isCalendarDay } from './funnel-range.schema';

describe('the funnel range', () => {
  it('accepts a range of real days and a number of idle days', () => {
    expect(funnelRangeErrors({ from: '2026-03-01', to: '2026-03-31', idleDays: '14' })).toEqual({});
    expect(funnelRangeErrors({ from: '2026-03-01', to: '2026-03-01', idleDays: '1' })).toEqual({});
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-31', idleDays: '14' }, 'from', 'Please enter the first day as a date.'],
    [{ from: '2026-03-02', to: '2026-03-01', idleDays: '14' }, 'to', 'The last day cannot be before the first.'],
    [{ from: '2024-01-01', to: '2026-03-01', idleDays: '14' }, 'to', 'Please choose at most 366 days.'],
    [{ from: '2026-03-01', to: '2026-03-02', idleDays: '0' }, 'idleDays', 'Please enter between 1 and 365 days.'],
    [{ from: '2026-03-01', to: '2026-03-02', idleDays: '1.5' }, 'idleDays', 'Please enter a whole number of days.'],
    [{ from: '', to: '2026-03-02', idleDays: '3' }, 'from', 'Please enter the first day.'],
  ])('refuses %j with a message on %s', (input, field, message) => {
    expect(funnelRangeErrors(input)).toMatchObject({ [field]: message });
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
  });
});
