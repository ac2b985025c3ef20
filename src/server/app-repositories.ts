// Every repository bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from '../db/database';
import type { DataCipher } from '../security/data-cipher';
import { createAccountsRepository } from './accounts-repository';
import { createAuditLogRepository } from './audit-log-repository';
import { createFlowStepsRepository } from './flow-steps-repository';
import { createFundsRepository } from './funds-repository';
import { createInvestorsRepository } from './investors-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createPortfoliosRepository } from './portfolios-repository';
import { createSessionsRepository } from './sessions-repository';
import { createTransactionsRepository } from './transactions-repository';
import { createUsersRepository } from './users-repository';

export const createRepositories = (db: Db, cipher: DataCipher) => ({
  users: createUsersRepository(db),
  sessions: createSessionsRepository(db),
  passwordResets: createPasswordResetsRepository(db),
  investors: createInvestorsRepository(db),
  accounts: createAccountsRepository(db, cipher),
  transactions: createTransactionsRepository(db, cipher),
  flowSteps: createFlowStepsRepository(db, cipher),
  portfolios: createPortfoliosRepository(db, cipher),
  funds: createFundsRepository(db),
  auditLog: createAuditLogRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;
