// The investor's portfolio: profile, accounts and transactions. Loaded in plaintext for the flow; answered masked.

import type { ChangeNotes, OpenChangeRequest } from '../../../shared/api/change-requests';
import type { Account, Transaction, UserInvestments } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { AgreementProgress } from '../../../shared/domain/investment-status';
import {
  NO_PORTFOLIO_FACTS,
  type PortfolioFacts,
  portfolioFacts,
  TRANSACTIONS_PAGE_SIZE,
} from '../../../shared/domain/portfolio-facts';
import { maskAccount, maskFlowValues } from '../../security/mask';
import type { InvestorProfile, UserRecord } from '../auth-and-accounts/public-api';
import type { FlowRepositories } from './flow-repositories';
import type { TransactionRecord } from './transactions-repository';

/** docs/spec.md §8: on a fund page this message makes the browser create the portfolio. */
export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';

export type Portfolio = {
  profile: InvestorProfile;
  accounts: Account[];
  records: TransactionRecord[];
};

/**
 * A transaction as answered: docs/spec.md §3 fields, plus the flow's form data (tax ids masked) to prefill the step on the
 * one transaction the call is about.
 */
export type TransactionView = Transaction & {
  values?: FlowValues;
  startedAt?: string;
  approvedAt?: string;
  agreement?: AgreementProgress;
  /** The fund's open change request on the transaction the call is about: a note per marked field. */
  changeNotes?: ChangeNotes;
  /** On the investor's pages: the fund's open change request, for the summary card. */
  changeRequest?: OpenChangeRequest;
  /** On the investor's pages: the identity checks hold the fund's approval (docs/kyc.md; no list is ever named). */
  isIdentityCheckPending?: true;
};

/** `transactions` holds the ones the page shows (AnswerScope); `facts` sums up all of them. */
export type UserInvestmentsView = Omit<UserInvestments, 'transactions'> & {
  transactions: TransactionView[];
  facts: PortfolioFacts;
};

/**
 * Which transactions an answer carries (docs/performance.md 'Answers that stay small'): a fund's pages get that
 * fund's transactions (docs/spec.md §4 picks among them); the summary gets a page of the newest; the transaction the call is
 * about always comes, and only it carries its form data.
 */
export type AnswerScope = {
  portalFundSlug?: string | undefined;
  transactionIntegrationId?: string | undefined;
  /** 1 is the newest TRANSACTIONS_PAGE_SIZE transactions; used when no fund is named. */
  page?: number | undefined;
};

/** Profile, accounts and transactions in one query (portfolios-repository.ts). */
export const loadPortfolio = (
  repos: Pick<FlowRepositories, 'portfolios'>,
  userId: string,
): Promise<Portfolio | undefined> => repos.portfolios.findByUserId(userId);

const inScope = (records: readonly TransactionRecord[], scope: AnswerScope): TransactionRecord[] => {
  const { portalFundSlug, transactionIntegrationId, page = 1 } = scope;
  const isFocus = (r: TransactionRecord) => r.transaction.integrationId === transactionIntegrationId;
  if (portalFundSlug !== undefined) {
    return records.filter((r) => r.transaction.portalFundSlug === portalFundSlug || isFocus(r));
  }
  // Records are in creation order: page 1 is the last TRANSACTIONS_PAGE_SIZE of them.
  const end = records.length - (page - 1) * TRANSACTIONS_PAGE_SIZE;
  const start = end - TRANSACTIONS_PAGE_SIZE;
  return records.filter((r, index) => (index >= start && index < end) || isFocus(r));
};

export const toUserInvestmentsView = (
  { profile, accounts, records }: Portfolio,
  scope: AnswerScope = {},
): UserInvestmentsView => ({
  ...profile,
  accounts: accounts.map(maskAccount),
  transactions: inScope(records, scope).map(({ transaction, values, startedAt }) =>
    transaction.integrationId === scope.transactionIntegrationId
      ? { ...transaction, startedAt, values: maskFlowValues(values) }
      : { ...transaction, startedAt },
  ),
  facts: portfolioFacts({
    accounts,
    transactions: records.map((r) => r.transaction),
    syndicationProgramSignUpAcknowledgmentsCompletionDate:
      profile.syndicationProgramSignUpAcknowledgmentsCompletionDate,
  }),
});

/**
 * The investor's pages (summary, fund page) show each investment's status in the one vocabulary and the dates it
 * reached: an approved transaction carries when it was approved, and one with an agreement also who has still to
 * sign it and the fund's countersignature. Flow answers go without. (Every answer carries `startedAt`, from the same
 * read as the transaction.)
 */
export const withAgreementProgress = async (
  repos: Pick<FlowRepositories, 'agreementProgress'>,
  view: UserInvestmentsView,
): Promise<UserInvestmentsView> => {
  // Only an investment that is approved or has an agreement has more to tell: most pages cost no query at all.
  const ids = view.transactions.flatMap((t) =>
    t.subscriptionAgreementDocusignId !== null || t.isApproved === true ? [t.integrationId] : [],
  );
  if (ids.length === 0) return view;
  const facts = await repos.agreementProgress.byTransaction(ids);
  return {
    ...view,
    transactions: view.transactions.map((t) => {
      const found = facts.get(t.integrationId);
      if (!found) return t;
      const { approvedAt, agreement, changeRequest, isIdentityCheckPending } = found;
      // A decision taken back (approved, then declined) leaves no approval to show.
      const dates = t.isApproved === true && approvedAt !== null ? { approvedAt } : {};
      const request = {
        ...(changeRequest && { changeRequest }),
        ...(isIdentityCheckPending && { isIdentityCheckPending }),
      };
      return t.subscriptionAgreementDocusignId !== null && agreement
        ? { ...t, ...dates, ...request, agreement }
        : { ...t, ...dates, ...request };
    }),
  };
};

/** Before a portfolio exists: the user's names and nothing else. */
export const emptyUserInvestments = (user: UserRecord): UserInvestmentsView => ({
  integrationId: '',
  firstName: user.firstName,
  lastName: user.lastName,
  accounts: [],
  transactions: [],
  facts: NO_PORTFOLIO_FACTS,
  proofOfAccreditationDate: null,
  proofOfIdentityStatus: null,
  syndicationProgramSignUpStartDate: null,
  syndicationProgramSignUpAcknowledgmentsCompletionDate: null,
  syndicationProgramSignUpNDACompletionDate: null,
  proofOfIdentityStatusUpdateDate: null,
  mobilePhone: null,
  homePhone: null,
  preferredName: null,
  primaryResidence: null,
  smsOptInDate: null,
  proofOfAccreditationSubmissionDate: null,
  proofOfAccreditationExpirationDate: null,
  proofOfAccreditationStatus: null,
  proofOfIdentitySubmissionDate: null,
  syndicationProgramSignUpAcknowledgmentsText: null,
});
