// The funds' repositories on a test's database, for tests that seed or read stored rows directly.
import type { Db } from '../../../db/database';
import { createFundsRepositories } from '../funds-repositories';

export const fundsRepositoriesOn = (db: Db) => createFundsRepositories(db);
