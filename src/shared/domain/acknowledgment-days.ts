// docs/spec.md §4 'Syndication program': the days counted toward the waiting period. Apart from syndication.ts because the
// answers' facts (portfolio-facts.ts) carry when the period ends, which the account menu on every page reads.
import { SYNDICATION_WAITING_PERIOD_DAYS } from './constants';
import { addEasternDays, easternDaysBetween, easternWallClock, fromEasternWallClock } from './eastern-time';
import type { IsoDate, UserInvestments } from './entities';

type Acknowledged = Pick<UserInvestments, 'syndicationProgramSignUpAcknowledgmentsCompletionDate'>;

/** Whole US Eastern days since the acknowledgments were completed; 0 when they were not (docs/spec.md §6). */
export const daysSinceAcknowledgments = (investments: Acknowledged, now: Date | IsoDate): number => {
  const acknowledgedAt = investments.syndicationProgramSignUpAcknowledgmentsCompletionDate;
  return acknowledgedAt === null ? 0 : easternDaysBetween(acknowledgedAt, now);
};

/**
 * The first instant at which daysSinceAcknowledgments reaches the waiting period's days: the same Eastern wall-clock
 * time SYNDICATION_WAITING_PERIOD_DAYS later, or, when the clocks spring forward over that time, the hour they jump
 * to. null while the acknowledgments are not completed (the count stays 0).
 */
export const waitingPeriodEnd = (investments: Acknowledged): Date | null => {
  const acknowledgedAt = investments.syndicationProgramSignUpAcknowledgmentsCompletionDate;
  if (acknowledgedAt === null) return null;
  const end = addEasternDays(acknowledgedAt, SYNDICATION_WAITING_PERIOD_DAYS);
  const reads = easternWallClock(end);
  const was = easternWallClock(new Date(acknowledgedAt));
  const skipped = reads.hour !== was.hour || reads.minute !== was.minute;
  return skipped ? fromEasternWallClock({ ...reads, minute: 0, second: 0, millisecond: 0 }) : end;
};
