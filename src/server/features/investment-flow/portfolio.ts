// The investor's portfolio: profile, accounts and transactions. Loaded in plaintext for the flow; answered masked.
import type { Account, Transaction, UserInvestments } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { Repositories } from '../../app-repositories';
import { maskAccount, maskFlowValues } from '../../security/mask';
import type { InvestorProfile, UserRecord } from '../auth-and-accounts/public-api';
import type { TransactionRecord } from './transactions-repository';

/** SPEC §8: on a fund page this message makes the browser create the portfolio. */
export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';

export type Portfolio = {
  profile: InvestorProfile;
  accounts: Account[];
  records: TransactionRecord[];
};

/** A transaction as answered: SPEC §3 fields plus the flow's form data (tax ids masked) to prefill the step. */
export type TransactionView = Transaction & { values: FlowValues };

export type UserInvestmentsView = Omit<UserInvestments, 'transactions'> & { transactions: TransactionView[] };

/** Profile, accounts and transactions in one query (portfolios-repository.ts). */
export const loadPortfolio = (
  repos: Pick<Repositories, 'portfolios'>,
  userId: string,
): Promise<Portfolio | undefined> => repos.portfolios.findByUserId(userId);

export const toUserInvestmentsView = ({ profile, accounts, records }: Portfolio): UserInvestmentsView => ({
  ...profile,
  accounts: accounts.map(maskAccount),
  transactions: records.map(({ transaction, values }) => ({ ...transaction, values: maskFlowValues(values) })),
});

/** Before a portfolio exists: the user's names and nothing else. */
export const emptyUserInvestments = (user: UserRecord): UserInvestmentsView => ({
  integrationId: '',
  firstName: user.firstName,
  lastName: user.lastName,
  accounts: [],
  transactions: [],
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
