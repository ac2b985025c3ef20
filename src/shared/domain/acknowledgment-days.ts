// docs/spec.md §4 'Syndication program': the days counted toward the waiting period. Apart from syndication.ts because the
// account menu, on every page, reads this count and nothing else of the sign-up's rules.
import { easternDaysBetween } from './eastern-time';
import type { IsoDate, UserInvestments } from './entities';

/** Whole US Eastern days since the acknowledgments were completed; 0 when they were not (docs/spec.md §6). */
export const daysSinceAcknowledgments = (
  investments: Pick<UserInvestments, 'syndicationProgramSignUpAcknowledgmentsCompletionDate'>,
  now: Date | IsoDate,
): number => {
  const acknowledgedAt = investments.syndicationProgramSignUpAcknowledgmentsCompletionDate;
  return acknowledgedAt === null ? 0 : easternDaysBetween(acknowledgedAt, now);
};
