import { describe, expect, it } from 'vitest';
import { dayInputToIso, fundDateToLocalInput, isoToDayInput, localInputToFundDate } from './eastern-inputs';

describe('dates entered in US Eastern time', () => {
  it.each([
    ['2026-03-08T15:30', '03/08/2026 03:30 pm'],
    ['2026-12-31T00:05', '12/31/2026 12:05 am'],
    ['2026-07-04T12:00', '07/04/2026 12:00 pm'],
  ])('reads the control value %s as the fund date %s', (local, fundDate) => {
    expect(localInputToFundDate(local)).toBe(fundDate);
    expect(fundDateToLocalInput(fundDate)).toBe(local);
  });

  it('moves a time skipped when clocks spring forward to the hour after', () => {
    expect(localInputToFundDate('2026-03-08T02:30')).toBe('03/08/2026 03:30 am');
  });

  it.each([
    ['', null],
    ['  ', null],
    ['tomorrow', 'tomorrow'],
  ])('leaves %j as %j', (local, expected) => {
    expect(localInputToFundDate(local)).toBe(expected);
  });

  it('shows no date as an empty control', () => {
    expect(fundDateToLocalInput(null)).toBe('');
  });

  it('keeps a calendar day the same day, stored at noon Eastern', () => {
    expect(dayInputToIso('2026-03-02')).toBe('2026-03-02T17:00:00.000Z');
    expect(dayInputToIso('2026-07-02')).toBe('2026-07-02T16:00:00.000Z');
    expect(isoToDayInput('2026-03-02T17:00:00.000Z')).toBe('2026-03-02');
    expect(isoToDayInput('2026-03-03T03:00:00.000Z')).toBe('2026-03-02');
    expect(dayInputToIso('')).toBeNull();
    expect(isoToDayInput(null)).toBe('');
  });
});
