// docs/spec.md §9 promoted interest: after the commitment (management fee included) is returned, further profits are split
// 80% to the investor and 20% to the manager. A worked example for the promoted-interest step, in integer cents.
import { PROMOTED_INTEREST_SPLIT } from './constants';

export type PromotedInterestExample = {
  /** What the investor commits, management fee included. */
  commitment: number;
  /** Total distributions at the assumed gross multiple. */
  grossProceeds: number;
  /** Returned to the investor first, up to the commitment. */
  returnOfCommitment: number;
  /** Proceeds beyond the commitment. */
  profit: number;
  investorProfit: number;
  /** The manager's promoted interest (carry). */
  managerPromotedInterest: number;
  /** returnOfCommitment + investorProfit. */
  investorTotal: number;
};

export const promotedInterestExample = (
  amountCents: number,
  { grossMultiple }: { grossMultiple: number },
): PromotedInterestExample => {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`The commitment must be a whole, non-negative number of cents: ${amountCents}`);
  }
  if (!Number.isFinite(grossMultiple) || grossMultiple < 0) {
    throw new RangeError(`The gross multiple must be a non-negative number: ${grossMultiple}`);
  }
  const grossProceeds = Math.round(amountCents * grossMultiple);
  const returnOfCommitment = Math.min(grossProceeds, amountCents);
  const profit = grossProceeds - returnOfCommitment;
  // The manager's share is rounded; the investor keeps the rest, so the parts always add up to the proceeds.
  const managerPromotedInterest = Math.round(profit * PROMOTED_INTEREST_SPLIT.manager);
  const investorProfit = profit - managerPromotedInterest;
  return {
    commitment: amountCents,
    grossProceeds,
    returnOfCommitment,
    profit,
    investorProfit,
    managerPromotedInterest,
    investorTotal: returnOfCommitment + investorProfit,
  };
};
