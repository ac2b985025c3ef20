// docs/spec.md §4 'Transaction completeness' and 'Choosing a transaction for a fund'.
import { RECENT_COMPLETION_WEEKS } from './constants';
import { DAY_MS, toInstant } from './eastern-time';
import type { Fund, IsoDate, Transaction } from './entities';

type CompletionDates = Pick<
  Transaction,
  'completionDate' | 'fundsTransferDate' | 'proofOfAccreditationDate' | 'subscriptionAgreementDate'
>;
type AmountLimits = Pick<Fund, 'minimumInvestmentAmount' | 'maximumInvestmentAmount'>;

const RECENT_COMPLETION_MS = RECENT_COMPLETION_WEEKS * 7 * DAY_MS;

/** Complete: a completion date, or funds transferred with accreditation proven and the agreement signed. */
export const isTransactionComplete = (t: CompletionDates): boolean =>
  t.completionDate !== null ||
  (t.fundsTransferDate !== null && t.proofOfAccreditationDate !== null && t.subscriptionAgreementDate !== null);

/**
 * Recently completed: complete, and less than 8 × 7 days (RECENT_COMPLETION_WEEKS) have passed since the completion
 * date, or since the funds transfer date when there is no completion date. A date in the future counts as recent.
 */
export const isRecentlyCompleted = (t: CompletionDates, now: Date | IsoDate): boolean => {
  const completedAt = t.completionDate ?? t.fundsTransferDate;
  if (completedAt === null || !isTransactionComplete(t)) return false;
  return toInstant(now).getTime() - toInstant(completedAt).getTime() < RECENT_COMPLETION_MS;
};

/** Amounts are integer cents within the fund's minimum and, when set, maximum (both inclusive). */
export const isAmountValid = (t: Pick<Transaction, 'amount'>, fund: AmountLimits): boolean =>
  t.amount !== null &&
  t.amount >= fund.minimumInvestmentAmount &&
  (fund.maximumInvestmentAmount === null || t.amount <= fund.maximumInvestmentAmount);

type Candidate = CompletionDates &
  Pick<Transaction, 'portalFundSlug' | 'amount' | 'rejectionDate' | 'requiredReservationInAdvance' | 'currentStep'> &
  Partial<Pick<Transaction, 'withdrawalDate'>>;

/**
 * docs/spec.md §4 preference order among the fund's transactions; within a rung the first in list order wins:
 * 1 incomplete, rejected, invalid amount; 2 reservation required in advance, still at INITIAL; 3 invalid amount;
 * 4 any incomplete; 5 complete with a valid amount.
 */
export const chooseTransactionForFund = <T extends Candidate>(
  transactions: readonly T[],
  fund: AmountLimits & Pick<Fund, 'slug'>,
): T | null => {
  // A withdrawn subscription has ended (the lifecycle's exit): the fund page starts a new one instead.
  const own = transactions.filter((t) => t.portalFundSlug === fund.slug && t.withdrawalDate == null);
  const rungs: ((t: T) => boolean)[] = [
    (t) => !isTransactionComplete(t) && t.rejectionDate !== null && !isAmountValid(t, fund),
    (t) => t.requiredReservationInAdvance && t.currentStep === 'INITIAL',
    (t) => !isAmountValid(t, fund),
    (t) => !isTransactionComplete(t),
    (t) => isTransactionComplete(t) && isAmountValid(t, fund),
  ];
  for (const rung of rungs) {
    const found = own.find(rung);
    if (found) return found;
  }
  return null;
};
