import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { FUND_DATE_FORMAT, FUND_TIME_ZONE } from './constants';
import { type FundStateInput, formatFundDate, fundState, parseFundDate } from './fund-state';
import { portalSettings } from './test-fixtures';

describe('parseFundDate', () => {
  it("reads what docs/spec.md §4's format writes, to the minute", () => {
    const at = new Date('2026-07-04T13:05:00.000Z'); // 9:05 am EDT
    expect(parseFundDate(formatInTimeZone(at, FUND_TIME_ZONE, FUND_DATE_FORMAT))?.toISOString()).toBe(at.toISOString());
    const winter = new Date('2026-01-15T20:30:00.000Z');
    expect(parseFundDate(formatInTimeZone(winter, FUND_TIME_ZONE, FUND_DATE_FORMAT))?.toISOString()).toBe(
      winter.toISOString(),
    );
  });

  it.each([
    ['a winter afternoon (EST)', '01/15/2026 03:30 pm', '2026-01-15T20:30:00.000Z'],
    ['a summer morning (EDT)', '07/04/2026 09:00 am', '2026-07-04T13:00:00.000Z'],
    ['midnight', '01/15/2026 12:00 am', '2026-01-15T05:00:00.000Z'],
    ['noon', '01/15/2026 12:00 pm', '2026-01-15T17:00:00.000Z'],
    ['the minute before spring forward', '03/08/2026 01:59 am', '2026-03-08T06:59:00.000Z'],
    ['the first time after spring forward', '03/08/2026 03:30 am', '2026-03-08T07:30:00.000Z'],
    ['a time skipped by spring forward, moved forward', '03/08/2026 02:30 am', '2026-03-08T07:30:00.000Z'],
    ['a time repeated at fall back, as the earlier (EDT)', '11/01/2026 01:30 am', '2026-11-01T05:30:00.000Z'],
    ['the first time after fall back (EST)', '11/01/2026 02:00 am', '2026-11-01T07:00:00.000Z'],
    ['upper-case AM/PM and single digits', '3/8/2026 3:30 PM', '2026-03-08T19:30:00.000Z'],
    ['surrounding spaces', '  01/15/2026 03:30 pm ', '2026-01-15T20:30:00.000Z'],
  ])('reads %s', (_title, text, iso) => {
    expect(parseFundDate(text)?.toISOString()).toBe(iso);
  });

  it.each([null, undefined, '', '   '])('reads %j as no date', (text) => {
    expect(parseFundDate(text)).toBeNull();
  });

  it.each([
    '2026-01-15T20:30:00Z',
    '01/15/2026 15:30',
    '13/01/2026 01:00 am',
    '02/30/2026 01:00 pm',
    '01/15/2026 00:30 am',
    '01/15/2026 13:30 pm',
    '01/15/2026 01:60 pm',
    'soon',
  ])('refuses %j with a clear message', (text) => {
    expect(() => parseFundDate(text)).toThrow(`Invalid fund date "${text}": expected month/day/year hour:minute am/pm`);
  });
});

describe('formatFundDate', () => {
  it.each([
    ['2026-01-15T20:30:00.000Z', '01/15/2026 03:30 pm'],
    ['2026-01-15T05:00:00.000Z', '01/15/2026 12:00 am'],
    ['2026-01-15T17:00:00.000Z', '01/15/2026 12:00 pm'],
    ['2026-03-08T07:30:00.000Z', '03/08/2026 03:30 am'],
    ['2026-11-01T05:30:00.000Z', '11/01/2026 01:30 am'],
    ['2026-11-01T06:30:00.000Z', '11/01/2026 01:30 am'],
  ])('writes %s in US Eastern time as %s', (iso, text) => {
    expect(formatFundDate(iso)).toBe(text);
  });

  it('round-trips with parseFundDate', () => {
    const text = '07/04/2026 09:05 pm';
    expect(formatFundDate(parseFundDate(text) ?? new Date(0))).toBe(text);
  });
});

// A reservation fund: reservations 03/01–03/08 (spring-forward day), signing 03/10–11/01, close 11/15 (US Eastern).
const dated = portalSettings({
  reservationStartDatetime: '03/01/2026 09:00 am',
  reservationEndDatetime: '03/08/2026 03:00 am',
  startDatetime: '03/10/2026 09:00 am',
  endDatetime: '11/01/2026 01:30 am',
  closeDatetime: '11/15/2026 05:00 pm',
});
const input = (overrides: Partial<FundStateInput>): FundStateInput => ({
  settings: dated,
  fund: { fundMaxExceeded: false },
  now: '2026-06-01T12:00:00.000Z',
  hasReservation: false,
  hasExtendedPreSigning: false,
  ...overrides,
});
const reservationPortal = { ...dated, portalType: 'reservationPortal' as const };

describe('fundState', () => {
  it.each([
    ['upcoming before anything starts', input({ now: '2026-02-01T12:00:00.000Z' })],
    ['upcoming in a reservation window on a portal without reservations', input({ now: '2026-03-05T12:00:00.000Z' })],
    ['upcoming with no start date', input({ settings: portalSettings() })],
    [
      'upcoming one second before the start (08:59:59 EDT)',
      input({ now: '2026-03-10T12:59:59.000Z', settings: portalSettings({ startDatetime: '03/10/2026 09:00 am' }) }),
    ],
  ])('is %s', (_title, args) => {
    expect(fundState(args)).toBe('upcoming');
  });

  it.each([
    ['open at the start date (09:00 EDT)', input({ now: '2026-03-10T13:00:00.000Z' })],
    ['open in the middle of the window', input({})],
    ['open one second before the end (01:29:59 EDT on fall-back day)', input({ now: '2026-11-01T05:29:59.000Z' })],
    [
      'open after the start when there is no end date',
      input({ settings: portalSettings({ startDatetime: '03/10/2026 09:00 am' }), now: '2030-01-01T00:00:00.000Z' }),
    ],
    [
      'open inside the reservation window of a reservation portal',
      input({ settings: reservationPortal, now: '2026-03-01T14:00:00.000Z' }),
    ],
    [
      'open inside the reservation window when reservation in advance is required',
      input({ settings: { ...dated, requiresReservationInAdvance: true }, now: '2026-03-05T12:00:00.000Z' }),
    ],
    [
      'open in the last second of the reservation window (01:59:59 EST, clocks then spring to 03:00 EDT)',
      input({ settings: reservationPortal, now: '2026-03-08T06:59:59.000Z' }),
    ],
    [
      'open after the end date for an investor with a reservation',
      input({ now: '2026-11-01T05:30:00.000Z', hasReservation: true }),
    ],
    [
      'open after the end date for an investor with extended pre-signing',
      input({ now: '2026-11-10T12:00:00.000Z', hasExtendedPreSigning: true }),
    ],
  ])('is %s', (_title, args) => {
    expect(fundState(args)).toBe('open');
  });

  it.each([
    ['waitlisted at the end date (01:30 EDT on fall-back day)', input({ now: '2026-11-01T05:30:00.000Z' })],
    ['waitlisted between the end and the close date', input({ now: '2026-11-15T21:59:59.000Z' })],
    ['waitlisted at the close date itself (05:00 pm EST)', input({ now: '2026-11-15T22:00:00.000Z' })],
    ['waitlisted while the fund maximum is exceeded, even when open', input({ fund: { fundMaxExceeded: true } })],
    [
      'waitlisted while the fund maximum is exceeded, even with a reservation',
      input({ fund: { fundMaxExceeded: true }, hasReservation: true }),
    ],
  ])('is %s', (_title, args) => {
    expect(fundState(args)).toBe('waitlisted');
  });

  it.each([
    [
      'upcoming from the end of the reservation window (03:00 EDT) until the start',
      input({ settings: reservationPortal, now: '2026-03-08T07:00:00.000Z' }),
    ],
    [
      'upcoming in a reservation window with no end date',
      input({
        settings: { ...reservationPortal, reservationEndDatetime: null },
        now: '2026-03-05T12:00:00.000Z',
      }),
    ],
  ])('is %s', (_title, args) => {
    expect(fundState(args)).toBe('upcoming');
  });

  it.each([
    ['closed just after the close date (05:00 pm EST)', input({ now: '2026-11-15T22:00:00.001Z' })],
    [
      'closed after the close date, even with a reservation',
      input({ now: '2027-01-01T00:00:00.000Z', hasReservation: true }),
    ],
    [
      'closed after the close date, even when full',
      input({ now: '2027-01-01T00:00:00.000Z', fund: { fundMaxExceeded: true } }),
    ],
  ])('is %s', (_title, args) => {
    expect(fundState(args)).toBe('closed');
  });

  it('accepts now as a Date', () => {
    expect(fundState(input({ now: new Date('2026-06-01T12:00:00.000Z') }))).toBe('open');
  });
});
