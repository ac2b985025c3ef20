// docs/spec.md §4: fund dates and day counts are read in US Eastern time (FUND_TIME_ZONE).
// Wall clocks come from Intl parts, not from the host's local Date: date-fns-tz 3.2 reads them through the host zone,
// so its results at daylight-saving edges change with the zone of the machine (a server in UTC and a browser in Tokyo
// would disagree about the same fund date for one hour a year).
import { FUND_TIME_ZONE } from './constants';
import type { IsoDate } from './entities';
import { lazily } from './lazily';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A US Eastern wall-clock reading; month is 1–12. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

/** Rules take `now` as an argument (never the clock): an ISO string or a Date. Invalid input throws. */
export const toInstant = (value: Date | IsoDate): Date => {
  const instant = typeof value === 'string' ? new Date(value) : new Date(value.getTime());
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a valid instant: ${String(value)}`);
  return instant;
};

/** An en-US format of instants in US Eastern time, made when first used (lazily.ts). */
export const easternFormat = (options: Intl.DateTimeFormatOptions): (() => Intl.DateTimeFormat) =>
  lazily(() => new Intl.DateTimeFormat('en-US', { ...options, timeZone: FUND_TIME_ZONE }));

const easternParts = easternFormat({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export const easternWallClock = (instant: Date): WallClock => {
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(
      easternParts()
        .formatToParts(instant)
        .find((p) => p.type === type)?.value ?? Number.NaN,
    );
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
    millisecond: instant.getUTCMilliseconds(),
  };
};

/** The wall clock as if it were UTC: differences of these are wall-clock durations, immune to DST. */
const wallClockMs = (w: WallClock): number =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);

const offsetAt = (instantMs: number): number => wallClockMs(easternWallClock(new Date(instantMs))) - instantMs;

/**
 * The instant of an Eastern wall-clock reading. A time repeated when clocks fall back is read as the earlier one
 * (daylight time); a time skipped when clocks spring forward is moved forward by the gap (02:30 → 03:30 EDT).
 */
export const fromEasternWallClock = (w: WallClock): Date => {
  const asUtc = wallClockMs(w);
  const offsets = [offsetAt(asUtc - DAY_MS), offsetAt(asUtc + DAY_MS)];
  const matches = offsets.map((o) => asUtc - o).filter((ms) => offsetAt(ms) === asUtc - ms);
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(asUtc - Math.min(...offsets));
};

/** The same Eastern wall-clock time `days` calendar days later. */
export const addEasternDays = (value: Date | IsoDate, days: number): Date => {
  const shifted = new Date(wallClockMs(easternWallClock(toInstant(value))) + days * DAY_MS);
  return fromEasternWallClock({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  });
};

/** Whole Eastern days from `from` to `to` (floored; negative when `to` is earlier). */
export const easternDaysBetween = (from: Date | IsoDate, to: Date | IsoDate): number => {
  const elapsed = wallClockMs(easternWallClock(toInstant(to))) - wallClockMs(easternWallClock(toInstant(from)));
  return Math.floor(elapsed / DAY_MS);
};
