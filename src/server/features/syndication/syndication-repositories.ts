// The syndication sign-up's repositories bound to one database handle (the pool, or a step's transaction).
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createSyndicationUploadsRepository } from './syndication-uploads-repository';
import { createVerificationsRepository } from './verifications-repository';

export const createSyndicationRepositories = (db: Db, cipher: DataCipher) => ({
  uploads: createSyndicationUploadsRepository(db, cipher),
  verifications: createVerificationsRepository(db, cipher),
});

export type SyndicationRepositories = ReturnType<typeof createSyndicationRepositories>;
