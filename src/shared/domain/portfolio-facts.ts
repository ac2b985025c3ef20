// What the pages need to know about all of an investor's transactions, answered beside the few transactions a page
// shows (docs/performance.md 'Answers that stay small'): the account menu (docs/spec.md §6), the name lock (docs/spec.md §2) and the
// existing accounts (docs/spec.md §4) read these, so an answer need not carry every transaction for them.
import { waitingPeriodEnd } from './acknowledgment-days';
import type { Account, IsoDate, Transaction, UserInvestments } from './entities';
import { iraConfirmedAccounts } from './field-locks';
import { validExistingAccounts } from './flow-rules';
import { hasAccreditedTransaction } from './syndication';
import { isTransactionComplete } from './transactions';

export type PortfolioFacts = {
  /** How many transactions the investor has; the summary pages through them. */
  transactionCount: number;
  /** docs/spec.md §6 'Investments In Progress': any transaction is incomplete. */
  hasIncompleteTransaction: boolean;
  /** docs/spec.md §6 'Investor Portal': any transaction has a completionDate. */
  hasCompletedTransaction: boolean;
  /** docs/spec.md §2: names are locked once any transaction has a subscription agreement date. */
  hasSignedAgreement: boolean;
  /** docs/spec.md §6: an accredited account (a transaction with a proofOfAccreditationDate, syndication.ts). */
  hasAccreditationProof: boolean;
  /** docs/spec.md §4 valid existing accounts: those with a signed or enveloped transaction. */
  validAccountIds: string[];
  /** docs/spec.md §2: IRA accounts whose SSN a signature confirmed; it stays read-only in every later subscription. */
  iraSsnConfirmedAccountIds: string[];
  /** docs/spec.md §2: IRA accounts whose secondary EIN a signature confirmed. */
  iraSecondaryEinConfirmedAccountIds: string[];
  /**
   * docs/spec.md §6 'Syndication Program': when the waiting period's days are reached (acknowledgment-days.ts), so that
   * the account menu on every page compares instants and carries no Eastern calendar; null while the acknowledgments
   * are not completed.
   */
  syndicationWaitingPeriodEndsAt: IsoDate | null;
  /** The summary's totals: the funds invested in, the signed commitments still standing (cents) and how many. */
  fundCount: number;
  signedCommitmentCents: number;
  signedCount: number;
};

/** Transactions a summary answer carries at a time, newest first. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Signed, and neither declined nor withdrawn: a commitment that stands. */
const isStandingCommitment = (t: Transaction): boolean =>
  t.subscriptionAgreementDate !== null && t.rejectionDate === null && t.withdrawalDate === null;

const signedTotals = (transactions: readonly Transaction[]) => {
  const standing = transactions.filter(isStandingCommitment);
  return {
    fundCount: new Set(transactions.map((t) => t.portalFundSlug)).size,
    signedCommitmentCents: standing.reduce((sum, t) => sum + (t.amount ?? 0), 0),
    signedCount: standing.length,
  };
};

export const portfolioFacts = ({
  accounts,
  transactions,
  syndicationProgramSignUpAcknowledgmentsCompletionDate = null,
}: {
  accounts: readonly Account[];
  transactions: readonly Transaction[];
} & Partial<Pick<UserInvestments, 'syndicationProgramSignUpAcknowledgmentsCompletionDate'>>): PortfolioFacts => ({
  transactionCount: transactions.length,
  hasIncompleteTransaction: transactions.some((t) => !isTransactionComplete(t)),
  hasCompletedTransaction: transactions.some((t) => t.completionDate !== null),
  hasSignedAgreement: transactions.some((t) => t.subscriptionAgreementDate !== null),
  hasAccreditationProof: hasAccreditedTransaction({ transactions }),
  validAccountIds: validExistingAccounts({ accounts, transactions }).map((a) => a.integrationId),
  ...iraConfirmedAccounts(transactions),
  syndicationWaitingPeriodEndsAt:
    waitingPeriodEnd({ syndicationProgramSignUpAcknowledgmentsCompletionDate })?.toISOString() ?? null,
  ...signedTotals(transactions),
});

/** No transactions yet (before a portfolio exists). */
export const NO_PORTFOLIO_FACTS: PortfolioFacts = portfolioFacts({ accounts: [], transactions: [] });

/** How many summary pages the investor's transactions fill (at least one, which may be empty). */
export const transactionPageCount = (facts: Pick<PortfolioFacts, 'transactionCount'>): number =>
  Math.max(1, Math.ceil(facts.transactionCount / TRANSACTIONS_PAGE_SIZE));
