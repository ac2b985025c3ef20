// The transaction's agreement envelope held in the caller's database transaction: the row a signature holds while it
// is recorded, so that a withdrawal or an amount change and a signature cannot pass each other (docs/signing.md).
import type { Db } from '../../db/database';
import { createEnvelopeSignersRepository } from './envelope-signers-repository';
import { createEnvelopesRepository } from './envelopes-repository';

/** Locks the transaction's envelope; answers its id, undefined when it has none. */
export const lockAgreementEnvelope = async (tx: Db, transactionId: string): Promise<string | undefined> => {
  const envelopes = createEnvelopesRepository(tx);
  const envelope = await envelopes.findByTransaction(transactionId);
  if (!envelope) return undefined;
  await envelopes.lock(envelope.id);
  return envelope.id;
};

/** Whether anyone has signed the envelope. */
export const hasAnySignature = async (db: Db, envelopeId: string): Promise<boolean> =>
  (await createEnvelopeSignersRepository(db).list(envelopeId)).some((s) => s.status === 'signed');
