// docs/spec.md §4: fund state derived from the portal settings' dates, read as US Eastern time.
import { isExists } from 'date-fns';
import { easternWallClock, fromEasternWallClock, toInstant } from './eastern-time';
import type { Fund, FundPortalSettings, IsoDate } from './entities';

export const FUND_STATES = ['closed', 'open', 'waitlisted', 'upcoming'] as const;
export type FundState = (typeof FUND_STATES)[number];

// constants.ts FUND_DATE_FORMAT ('MM/dd/yyyy hh:mm a'); single-digit parts, upper-case AM/PM and 'a.m.' are tolerated.
const FUND_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}) ?([ap])\.?m\.?$/i;

const fundDateError = (text: string): Error =>
  new Error(
    `Invalid fund date "${text}": expected month/day/year hour:minute am/pm in US Eastern time, e.g. 03/08/2026 03:30 pm`,
  );

/** Reads a fund date (month/day/year hour:minute am/pm) as US Eastern time; null or blank is no date. */
export const parseFundDate = (text: string | null | undefined): Date | null => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const match = FUND_DATE.exec(trimmed);
  if (!match) throw fundDateError(trimmed);
  const [month = 0, day = 0, year = 0, hour12 = 0, minute = 0] = match.slice(1, 6).map(Number);
  if (!isExists(year, month - 1, day) || hour12 < 1 || hour12 > 12 || minute > 59) throw fundDateError(trimmed);
  const isPm = match[6]?.toLowerCase() === 'p';
  const hour = (hour12 % 12) + (isPm ? 12 : 0);
  return fromEasternWallClock({ year, month, day, hour, minute, second: 0, millisecond: 0 });
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** The inverse of parseFundDate: 'MM/dd/yyyy hh:mm am' in US Eastern time. */
export const formatFundDate = (value: Date | IsoDate): string => {
  const w = easternWallClock(toInstant(value));
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(w.month)}/${pad(w.day)}/${w.year} ${pad(hour12)}:${pad(w.minute)} ${w.hour < 12 ? 'am' : 'pm'}`;
};

export type FundStateInput = {
  settings: FundPortalSettings;
  fund: Pick<Fund, 'fundMaxExceeded'>;
  now: Date | IsoDate;
  /** The investor already holds a reservation in this fund. */
  hasReservation: boolean;
  /** The investor was granted extended pre-signing past the end date. */
  hasExtendedPreSigning: boolean;
};

/**
 * docs/spec.md §4: the reservation window applies on a reservation portal, or where reservation in advance is required.
 * Loosely typed so that the fund schema asks it of what it is checking.
 */
export const usesReservations = (settings: { portalType?: unknown; requiresReservationInAdvance?: unknown }): boolean =>
  settings.portalType === 'reservationPortal' || settings.requiresReservationInAdvance === true;

const isWithin = (now: Date, start: Date | null, end: Date | null): boolean =>
  start !== null && start <= now && (end === null || now < end);

/**
 * docs/spec.md §4 leaves the waitlist rule open; ours, first match wins:
 * 1. closed from the close date on;
 * 2. waitlisted while the fund's maximum is exceeded;
 * 3. open from the start date until the end date (no end date: until the close date);
 * 4. on a reservation portal, or when reservation in advance is required, open inside the reservation window
 *    (both its dates are needed);
 * 5. after the end date (and before the close date): open for an investor with a reservation or extended
 *    pre-signing, waitlisted for everyone else;
 * 6. otherwise (no start date yet, or before it) upcoming.
 */
export const fundState = ({
  settings,
  fund,
  now,
  hasReservation,
  hasExtendedPreSigning,
}: FundStateInput): FundState => {
  const at = toInstant(now);
  const close = parseFundDate(settings.closeDatetime);
  const start = parseFundDate(settings.startDatetime);
  const end = parseFundDate(settings.endDatetime);
  // docs/spec.md §3: closed after the close date, not at it.
  if (close !== null && at > close) return 'closed';
  if (fund.fundMaxExceeded) return 'waitlisted';
  if (isWithin(at, start, end)) return 'open';
  const reservationStart = parseFundDate(settings.reservationStartDatetime);
  const reservationEnd = parseFundDate(settings.reservationEndDatetime);
  if (usesReservations(settings) && reservationEnd !== null && isWithin(at, reservationStart, reservationEnd))
    return 'open';
  if (end !== null && at >= end) return hasReservation || hasExtendedPreSigning ? 'open' : 'waitlisted';
  return 'upcoming';
};
