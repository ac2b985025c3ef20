// The commitment is part of the agreement (docs/signing.md): once anyone has signed the transaction's envelope, its
// amount and reservation are fixed, even while a co-signer has still to sign. The check and the write share one
// database transaction that holds the envelope's row, the row a signature holds while it is recorded: a signature
// and an amount change cannot pass each other.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http-error';
import { hasAnySignature, lockAgreementEnvelope } from '../signing/public-api';
import { createTransactionsRepository, type TransactionPatch } from './transactions-repository';

export const AMOUNT_LOCKED_AFTER_SIGNATURE =
  'The agreement has been signed, so the amount can no longer change. Please contact investor relations to change it.';

type AmountPatch = { transactionId: string; userId: string; version: number; patch: TransactionPatch };

/** False when the transaction changed since it was read (its version moved on). */
export const patchUnsignedAmount = (
  { db, cipher }: Pick<AppDeps, 'db' | 'cipher'>,
  { transactionId, userId, version, patch }: AmountPatch,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const envelopeId = await lockAgreementEnvelope(tx, transactionId);
    if (envelopeId && (await hasAnySignature(tx, envelopeId))) throw new HttpError(400, AMOUNT_LOCKED_AFTER_SIGNATURE);
    return createTransactionsRepository(tx, cipher).patch(transactionId, userId, version, patch);
  });
