// Auth and accounts' repositories on a test's database, for tests that seed or read stored rows directly.
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import { createAuthRepositories } from '../auth-repositories';

export const authRepositoriesOn = (db: Db, cipher: DataCipher) => createAuthRepositories(db, cipher);
