// Which of the fund's decisions still apply to an investment (docs/admin.md 'Decisions'): the back office offers only
// those, and the server refuses the others with the same words (409). Read from the one status vocabulary.
import type { InvestmentStatusKind } from './investment-status';

export type DecisionFacts = {
  status: InvestmentStatusKind;
  isApproved: boolean;
  isRejected: boolean;
  isCountersigned: boolean;
};

export const ALREADY_APPROVED = 'This investment is already approved.';
export const PAST_APPROVAL =
  'The fund has countersigned this agreement or the investment is funded; there is nothing left to approve.';
export const ALREADY_REJECTED = 'This investment is already rejected.';
export const COMPLETE_CANNOT_BE_REJECTED = 'A completed investment cannot be rejected.';
export const COUNTERSIGNED_CANNOT_BE_REJECTED =
  'The fund has countersigned this agreement; it can no longer be rejected here.';

const PAST_APPROVAL_STATUSES: readonly InvestmentStatusKind[] = ['awaitingFunds', 'funded', 'complete'];

/** Why approval no longer applies, or null when it does. */
export const approveRefusal = (facts: DecisionFacts): string | null => {
  if (facts.isApproved) return ALREADY_APPROVED;
  if (facts.isCountersigned || PAST_APPROVAL_STATUSES.includes(facts.status)) return PAST_APPROVAL;
  return null;
};

/** Why rejection no longer applies, or null when it does: an approval is not binding until the fund countersigns. */
export const rejectRefusal = (facts: DecisionFacts): string | null => {
  if (facts.isRejected) return ALREADY_REJECTED;
  if (facts.status === 'complete') return COMPLETE_CANNOT_BE_REJECTED;
  if (facts.isCountersigned) return COUNTERSIGNED_CANNOT_BE_REJECTED;
  return null;
};
