// What an investor's agreements add to their investments' status (shared/domain/investment-status.ts): who has still
// to sign each one and when the fund countersigned it. e-signature's tables, read only, in one query for a page of
// transactions; only transactions that have an envelope are asked about.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type AgreementProgress, agreementProgress } from '../../../shared/domain/investment-status';
import type { Db } from '../../db/database';
import { envelopeSigners, envelopes, signingEvents } from '../../db/schema/signing';

export const createAgreementProgressRepository = (db: Db) => ({
  byTransaction: async (transactionIds: readonly string[]): Promise<Map<string, AgreementProgress>> => {
    const progress = new Map<string, AgreementProgress>();
    if (transactionIds.length === 0) return progress;
    const rows = await db
      .select({
        transactionId: envelopes.transactionId,
        signerName: envelopeSigners.name,
        signerStatus: envelopeSigners.status,
        countersignedAt: signingEvents.at,
      })
      .from(envelopes)
      .leftJoin(envelopeSigners, eq(envelopeSigners.envelopeId, envelopes.id))
      .leftJoin(
        signingEvents,
        and(eq(signingEvents.envelopeId, envelopes.id), eq(signingEvents.type, 'envelope.countersigned')),
      )
      .where(inArray(envelopes.transactionId, [...transactionIds]))
      .orderBy(asc(envelopeSigners.routingOrder));
    const byTransaction = new Map<
      string,
      { signers: { name: string; status: string }[]; countersignedAt: string | null }
    >();
    for (const row of rows) {
      if (row.transactionId === null) continue;
      const entry = byTransaction.get(row.transactionId) ?? {
        signers: [],
        countersignedAt: row.countersignedAt?.toISOString() ?? null,
      };
      if (row.signerName !== null && row.signerStatus !== null) {
        entry.signers.push({ name: row.signerName, status: row.signerStatus });
      }
      byTransaction.set(row.transactionId, entry);
    }
    for (const [id, { signers, countersignedAt }] of byTransaction) {
      progress.set(id, agreementProgress(signers, countersignedAt));
    }
    return progress;
  },
});

export type AgreementProgressRepository = ReturnType<typeof createAgreementProgressRepository>;
