// docs/spec.md §4 'Syndication program': eligibility and the 30-day waiting period, counted in US Eastern days.

import { daysSinceAcknowledgments, waitingPeriodEnd } from './acknowledgment-days';
import { SYNDICATION_WAITING_PERIOD_DAYS } from './constants';
import type { IsoDate, Transaction, UserInvestments } from './entities';

export { daysSinceAcknowledgments } from './acknowledgment-days';

/** The investor's fields the syndication sign-up reads and writes (a subset of UserInvestments). */
export type SyndicationFields = Pick<
  UserInvestments,
  | 'proofOfAccreditationDate'
  | 'proofOfAccreditationExpirationDate'
  | 'proofOfAccreditationStatus'
  | 'proofOfAccreditationSubmissionDate'
  | 'proofOfIdentityStatus'
  | 'proofOfIdentityStatusUpdateDate'
  | 'proofOfIdentitySubmissionDate'
  | 'syndicationProgramSignUpStartDate'
  | 'syndicationProgramSignUpAcknowledgmentsCompletionDate'
  | 'syndicationProgramSignUpNDACompletionDate'
  | 'syndicationProgramSignUpAcknowledgmentsText'
> & { transactions: readonly Pick<Transaction, 'proofOfAccreditationDate'>[] };

/** Copies only the syndication fields, so a machine context stays small and serialisable. */
export const pickSyndicationFields = (investments: SyndicationFields): SyndicationFields => ({
  proofOfAccreditationDate: investments.proofOfAccreditationDate,
  proofOfAccreditationExpirationDate: investments.proofOfAccreditationExpirationDate,
  proofOfAccreditationStatus: investments.proofOfAccreditationStatus,
  proofOfAccreditationSubmissionDate: investments.proofOfAccreditationSubmissionDate,
  proofOfIdentityStatus: investments.proofOfIdentityStatus,
  proofOfIdentityStatusUpdateDate: investments.proofOfIdentityStatusUpdateDate,
  proofOfIdentitySubmissionDate: investments.proofOfIdentitySubmissionDate,
  syndicationProgramSignUpStartDate: investments.syndicationProgramSignUpStartDate,
  syndicationProgramSignUpAcknowledgmentsCompletionDate:
    investments.syndicationProgramSignUpAcknowledgmentsCompletionDate,
  syndicationProgramSignUpNDACompletionDate: investments.syndicationProgramSignUpNDACompletionDate,
  syndicationProgramSignUpAcknowledgmentsText: investments.syndicationProgramSignUpAcknowledgmentsText,
  transactions: investments.transactions.map(({ proofOfAccreditationDate }) => ({ proofOfAccreditationDate })),
});

/**
 * The spec's 'any account has proofOfAccreditationDate': accounts carry no such field, transactions do (docs/spec.md §3), so an
 * account counts as accredited when any of the investor's transactions carries a proofOfAccreditationDate.
 */
export const hasAccreditedTransaction = (investments: Pick<SyndicationFields, 'transactions'>): boolean =>
  investments.transactions.some((t) => t.proofOfAccreditationDate !== null);

/** docs/spec.md §4: an accredited account, or accreditation + approved identity + acknowledgments + NDA. */
export const isSyndicationEligible = (investments: SyndicationFields): boolean =>
  hasAccreditedTransaction(investments) ||
  (investments.proofOfAccreditationDate !== null &&
    investments.proofOfIdentityStatus === 'approved' &&
    investments.syndicationProgramSignUpAcknowledgmentsCompletionDate !== null &&
    investments.syndicationProgramSignUpNDACompletionDate !== null);

/** docs/spec.md §4: the waiting period counts only when all of these are present. */
export const waitingPeriodConditionsHold = (investments: SyndicationFields): boolean =>
  investments.syndicationProgramSignUpAcknowledgmentsCompletionDate !== null &&
  investments.syndicationProgramSignUpNDACompletionDate !== null &&
  investments.proofOfIdentityStatusUpdateDate !== null &&
  investments.proofOfIdentityStatus === 'approved' &&
  investments.proofOfAccreditationDate !== null;

export type SyndicationWaitingPeriod = {
  /** The investor is waiting now: the conditions hold and 30 Eastern days have not yet passed. */
  applies: boolean;
  /** Same Eastern wall-clock time 30 days after the acknowledgments; null when the conditions do not hold. */
  endsAt: Date | null;
  /** Days left, counting a started day as a whole one (1 on day 29); 0 when not waiting. */
  daysLeft: number;
};

export const syndicationWaitingPeriod = (
  investments: SyndicationFields,
  now: Date | IsoDate,
): SyndicationWaitingPeriod => {
  const acknowledgedAt = investments.syndicationProgramSignUpAcknowledgmentsCompletionDate;
  if (acknowledgedAt === null || !waitingPeriodConditionsHold(investments)) {
    return { applies: false, endsAt: null, daysLeft: 0 };
  }
  const days = daysSinceAcknowledgments(investments, now);
  const applies = days < SYNDICATION_WAITING_PERIOD_DAYS;
  return {
    applies,
    endsAt: waitingPeriodEnd(investments),
    daysLeft: applies ? Math.min(SYNDICATION_WAITING_PERIOD_DAYS, SYNDICATION_WAITING_PERIOD_DAYS - days) : 0,
  };
};

export const isInWaitingPeriod = (investments: SyndicationFields, now: Date | IsoDate): boolean =>
  syndicationWaitingPeriod(investments, now).applies;
