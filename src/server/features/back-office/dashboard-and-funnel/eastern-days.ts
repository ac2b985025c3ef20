// Ranges of US Eastern calendar days (docs/spec.md §4: the fund's dates are Eastern) as the instants the database compares.
import { easternWallClock, fromEasternWallClock } from '../../../../shared/domain/eastern-time';

const DAY_MS = 86_400_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Eastern calendar day of an instant, YYYY-MM-DD. */
export const easternDayOf = (instant: Date): string => {
  const w = easternWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};

/** The day `days` calendar days after `day` (before, when negative). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Midnight Eastern at the start of `day`. */
export const easternDayStart = (day: string): Date => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return fromEasternWallClock({ year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 });
};

/** From the first day's start to the start of the day after the last. */
export const easternDayRange = (firstDay: string, lastDay: string) => ({
  firstDay,
  lastDay,
  from: easternDayStart(firstDay),
  until: easternDayStart(shiftDay(lastDay, 1)),
});
