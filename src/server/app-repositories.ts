// Every repository bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from './db/database';
import { createAccountsRepository } from './features/auth-and-accounts/accounts-repository';
import { createDelegationsRepository } from './features/auth-and-accounts/delegations-repository';
import { createEmailChangesRepository } from './features/auth-and-accounts/email-changes-repository';
import { createInvestorsRepository } from './features/auth-and-accounts/investors-repository';
import { createNotificationPreferencesRepository } from './features/auth-and-accounts/notification-preferences-repository';
import { createPasskeysRepository } from './features/auth-and-accounts/passkeys-repository';
import { createPasswordResetsRepository } from './features/auth-and-accounts/password-resets-repository';
import { createSecondFactorsRepository } from './features/auth-and-accounts/second-factors-repository';
import { createSessionsRepository } from './features/auth-and-accounts/sessions-repository';
import { createUsersRepository } from './features/auth-and-accounts/users-repository';
import { createFundPageRepository } from './features/funds/fund-page-repository';
import { createFundsRepository } from './features/funds/funds-repository';
import { createAgreementProgressRepository } from './features/investment-flow/agreement-progress-repository';
import { createChangeRequestsRepository } from './features/investment-flow/change-requests-repository';
import { createFlowStepsRepository } from './features/investment-flow/flow-steps-repository';
import { createPortfoliosRepository } from './features/investment-flow/portfolios-repository';
import { createTransactionsRepository } from './features/investment-flow/transactions-repository';
import type { DataCipher } from './security/data-cipher';

export const createRepositories = (db: Db, cipher: DataCipher) => ({
  users: createUsersRepository(db),
  sessions: createSessionsRepository(db),
  secondFactors: createSecondFactorsRepository(db, cipher),
  passkeys: createPasskeysRepository(db),
  passwordResets: createPasswordResetsRepository(db),
  emailChanges: createEmailChangesRepository(db),
  delegations: createDelegationsRepository(db),
  notificationPreferences: createNotificationPreferencesRepository(db),
  investors: createInvestorsRepository(db),
  accounts: createAccountsRepository(db, cipher),
  transactions: createTransactionsRepository(db, cipher),
  flowSteps: createFlowStepsRepository(db, cipher),
  portfolios: createPortfoliosRepository(db, cipher),
  agreementProgress: createAgreementProgressRepository(db),
  changeRequests: createChangeRequestsRepository(db),
  funds: createFundsRepository(db),
  fundPages: createFundPageRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;
