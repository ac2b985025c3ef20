// When an approved accreditation expires (docs/syndication.md 'Review'): counted in US Eastern calendar days and
// years from the approval, like every portal date (docs/spec.md §4). A 29 February approval expires on 28 February.
import { ACCREDITATION_VALIDITY, type AccreditationBasis } from './accreditation-basis';
import { addEasternDays, easternWallClock, fromEasternWallClock, toInstant } from './eastern-time';
import type { IsoDate } from './entities';

const addEasternYears = (value: Date | IsoDate, years: number): Date => {
  const wall = easternWallClock(toInstant(value));
  const year = wall.year + years;
  const lastDay = new Date(Date.UTC(year, wall.month, 0)).getUTCDate();
  return fromEasternWallClock({ ...wall, year, day: Math.min(wall.day, lastDay) });
};

export const accreditationExpiresAt = (basis: AccreditationBasis, approvedAt: Date | IsoDate): Date => {
  const validity = ACCREDITATION_VALIDITY[basis];
  return 'days' in validity ? addEasternDays(approvedAt, validity.days) : addEasternYears(approvedAt, validity.years);
};
