// The back office enters fund dates with the browser's date-time control, read as US Eastern wall-clock time
// (docs/spec.md §4), whatever zone the admin's computer is in; the API speaks 'MM/dd/yyyy hh:mm am'.
import { easternWallClock, fromEasternWallClock } from '../../../../shared/domain/eastern-time';
import { formatFundDate, parseFundDate } from '../../../../shared/domain/fund-state';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number): string => String(n).padStart(2, '0');

/** '2026-03-08T15:30' → '03/08/2026 03:30 pm'; '' → null; anything else is kept for the schema to refuse. */
export const localInputToFundDate = (value: string): string | null => {
  if (value.trim() === '') return null;
  const match = LOCAL.exec(value);
  if (!match) return value;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  return formatFundDate(fromEasternWallClock({ year, month, day, hour, minute, second: 0, millisecond: 0 }));
};

/** The inverse: a fund date as the date-time control shows it. */
export const fundDateToLocalInput = (value: string | null): string => {
  const instant = parseFundDate(value);
  if (instant === null) return '';
  const w = easternWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
};

/** A calendar day (the date control) as noon US Eastern that day: the same day in every zone it is read in. */
export const dayInputToIso = (value: string): string | null => {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  return fromEasternWallClock({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 }).toISOString();
};

export const isoToDayInput = (iso: string | null): string => {
  if (!iso) return '';
  const w = easternWallClock(new Date(iso));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};
