// The investment flow's repositories bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createAgreementProgressRepository } from './agreement-progress-repository';
import { createChangeRequestsRepository } from './change-requests-repository';
import { createFlowStepsRepository } from './flow-steps-repository';
import { createPortfoliosRepository } from './portfolios-repository';
import { createTransactionsRepository } from './transactions-repository';

export const createFlowRepositories = (db: Db, cipher: DataCipher) => ({
  transactions: createTransactionsRepository(db, cipher),
  flowSteps: createFlowStepsRepository(db, cipher),
  portfolios: createPortfoliosRepository(db, cipher),
  agreementProgress: createAgreementProgressRepository(db),
  changeRequests: createChangeRequestsRepository(db),
});

export type FlowRepositories = ReturnType<typeof createFlowRepositories>;
