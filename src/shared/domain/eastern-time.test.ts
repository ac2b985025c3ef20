import { describe, expect, it } from 'vitest';
import { addEasternDays, easternDaysBetween, easternWallClock, fromEasternWallClock, toInstant } from './eastern-time';

const wall = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('toInstant', () => {
  it('accepts an ISO string and a Date', () => {
    expect(toInstant('2026-01-02T03:04:05.000Z').toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(toInstant(new Date(0)).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('refuses text that is not an instant', () => {
    expect(() => toInstant('yesterday')).toThrow('Not a valid instant: yesterday');
  });
});

describe('Eastern wall clock', () => {
  it.each([
    ['2026-01-15T17:00:00.000Z', wall(2026, 1, 15, 12, 0)],
    ['2026-07-15T16:00:00.000Z', wall(2026, 7, 15, 12, 0)],
    ['2026-01-01T04:59:00.000Z', wall(2025, 12, 31, 23, 59)],
    ['2026-01-01T05:00:00.000Z', wall(2026, 1, 1, 0, 0)],
  ])('reads %s as the New York time', (iso, expected) => {
    expect(easternWallClock(new Date(iso))).toEqual(expected);
  });

  it.each([
    ['a winter time', wall(2026, 1, 15, 12, 0), '2026-01-15T17:00:00.000Z'],
    ['a summer time', wall(2026, 7, 15, 12, 0), '2026-07-15T16:00:00.000Z'],
    ['the minute before clocks spring forward', wall(2026, 3, 8, 1, 59), '2026-03-08T06:59:00.000Z'],
    ['a time skipped by spring forward, moved forward', wall(2026, 3, 8, 2, 30), '2026-03-08T07:30:00.000Z'],
    ['the first time after spring forward', wall(2026, 3, 8, 3, 30), '2026-03-08T07:30:00.000Z'],
    ['a time repeated at fall back, as daylight time', wall(2026, 11, 1, 1, 30), '2026-11-01T05:30:00.000Z'],
    ['the first standard time after fall back', wall(2026, 11, 1, 2, 0), '2026-11-01T07:00:00.000Z'],
  ])('turns %s into its instant', (_title, reading, iso) => {
    expect(fromEasternWallClock(reading).toISOString()).toBe(iso);
  });
});

describe('Eastern day arithmetic', () => {
  it('keeps the wall-clock time across a daylight-saving change', () => {
    // 10:00 EST plus 30 days is 10:00 EDT, one hour fewer than 30 × 24 hours.
    expect(addEasternDays('2026-02-20T15:00:00.000Z', 30).toISOString()).toBe('2026-03-22T14:00:00.000Z');
    expect(addEasternDays('2026-10-20T14:00:00.000Z', 30).toISOString()).toBe('2026-11-19T15:00:00.000Z');
  });

  it.each([
    ['2026-03-22T13:59:59.000Z', 29],
    ['2026-03-22T14:00:00.000Z', 30],
    ['2026-02-20T14:59:59.000Z', -1],
    ['2026-02-20T15:00:00.000Z', 0],
  ])('counts whole Eastern days from 10:00 EST on 20 Feb to %s as %i', (to, days) => {
    expect(easternDaysBetween('2026-02-20T15:00:00.000Z', to)).toBe(days);
  });
});
