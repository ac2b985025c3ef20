// The investment flow's repositories on a test's database, for tests that seed or read stored rows directly.
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import { createFlowRepositories } from '../flow-repositories';

export const flowRepositoriesOn = (db: Db, cipher: DataCipher) => createFlowRepositories(db, cipher);
