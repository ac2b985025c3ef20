// The e-signature repositories bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createDocumentsRepository } from './documents-repository';
import { createEnvelopeSignersRepository } from './envelope-signers-repository';
import { createEnvelopesRepository } from './envelopes-repository';
import { createSignerSessionsRepository } from './signer-sessions-repository';
import { createSigningEventsRepository } from './signing-events-repository';
import { createSigningLinksRepository } from './signing-links-repository';

export const createSigningRepositories = (db: Db, cipher: DataCipher) => ({
  documents: createDocumentsRepository(db, cipher),
  envelopes: createEnvelopesRepository(db),
  signers: createEnvelopeSignersRepository(db),
  events: createSigningEventsRepository(db),
  links: createSigningLinksRepository(db),
  signerSessions: createSignerSessionsRepository(db),
});

export type SigningRepositories = ReturnType<typeof createSigningRepositories>;
