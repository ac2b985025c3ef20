// The funds' repositories bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from '../../db/database';
import { createFundPageRepository } from './fund-page-repository';
import { createFundsRepository } from './funds-repository';

export const createFundsRepositories = (db: Db) => ({
  funds: createFundsRepository(db),
  pages: createFundPageRepository(db),
});

export type FundsRepositories = ReturnType<typeof createFundsRepositories>;
