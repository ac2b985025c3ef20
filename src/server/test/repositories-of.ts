// The features' repositories on a test's database, each from its feature's testing fixtures, for tests that seed or
// read stored rows across features (the model paths' complete investors, the access matrix, a key's rotation).
// Product code has no such bag: each feature builds its own repositories and offers the rest through its public file.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { authRepositoriesOn } from '../features/auth-and-accounts/testing/auth-repositories-on';
import { fundsRepositoriesOn } from '../features/funds/testing/funds-repositories-on';
import { flowRepositoriesOn } from '../features/investment-flow/testing/flow-repositories-on';
import type { DataCipher } from '../security/data-cipher';

export const repositoriesOn = (db: Db, cipher: DataCipher) => {
  const { funds, pages } = fundsRepositoriesOn(db);
  return { ...authRepositoriesOn(db, cipher), ...flowRepositoriesOn(db, cipher), funds, fundPages: pages };
};

export const repositoriesOf = (app: FastifyInstance) => repositoriesOn(app.deps.db, app.deps.cipher);
