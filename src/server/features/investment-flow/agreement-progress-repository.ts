// What the investor's pages add to an investment that is approved or has an agreement: when the fund approved it, who
// has still to sign the agreement, when the fund countersigned it, the fund's open change request and whether the
// identity checks hold it (shared/domain/investment-status.ts). The
// transactions', audit trail's and e-signature's tables, read only, in one query for a page of transactions.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OpenChangeRequest } from '../../../shared/api/change-requests';
import { type AgreementProgress, agreementProgress } from '../../../shared/domain/investment-status';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/operations';
import { envelopeSigners, envelopes, signingEvents } from '../../db/schema/signing';
import { changeRequests, transactions } from '../../db/schema/transactions';
import { screeningHoldSql } from '../../db/screening-hold';

export type RecordFacts = {
  /** When the fund last approved it (the audit trail's `transaction.approved`); null if it never did. */
  approvedAt: string | null;
  /** Present once the investment has an agreement. */
  agreement?: AgreementProgress;
  /** The fund's open change request (at most one), which voided the agreement; absent when none is open. */
  changeRequest?: OpenChangeRequest;
  /** The identity checks hold its approval (docs/kyc.md); absent when they do not. */
  isIdentityCheckPending?: true;
};

type Gathered = {
  approvedAt: string | null;
  hasAgreement: boolean;
  signers: { name: string; status: string }[];
  countersignedAt: string | null;
  changeRequest: OpenChangeRequest | null;
  isIdentityCheckPending: boolean;
};

export const createAgreementProgressRepository = (db: Db) => ({
  byTransaction: async (transactionIds: readonly string[]): Promise<Map<string, RecordFacts>> => {
    const facts = new Map<string, RecordFacts>();
    if (transactionIds.length === 0) return facts;
    const rows = await db
      .select({
        transactionId: transactions.id,
        approvedAt:
          sql<Date | null>`(select max(${auditLog.at}) from ${auditLog} where ${auditLog.target} = ${transactions.id}::text and ${auditLog.action} = 'transaction.approved')`.mapWith(
            auditLog.at,
          ),
        envelopeId: envelopes.id,
        signerName: envelopeSigners.name,
        signerStatus: envelopeSigners.status,
        countersignedAt: signingEvents.at,
        requestedAt: changeRequests.createdAt,
        requestMode: changeRequests.mode,
        requestItems: changeRequests.items,
        isIdentityCheckPending: screeningHoldSql(transactions.id, transactions.fundSlug),
      })
      .from(transactions)
      .leftJoin(envelopes, eq(envelopes.transactionId, transactions.id))
      .leftJoin(envelopeSigners, eq(envelopeSigners.envelopeId, envelopes.id))
      .leftJoin(
        signingEvents,
        and(eq(signingEvents.envelopeId, envelopes.id), eq(signingEvents.type, 'envelope.countersigned')),
      )
      .leftJoin(
        changeRequests,
        and(eq(changeRequests.transactionId, transactions.id), isNull(changeRequests.answeredAt)),
      )
      .where(inArray(transactions.id, [...transactionIds]))
      .orderBy(asc(envelopeSigners.routingOrder));
    const gathered = new Map<string, Gathered>();
    for (const row of rows) {
      const entry = gathered.get(row.transactionId) ?? {
        approvedAt: row.approvedAt?.toISOString() ?? null,
        hasAgreement: row.envelopeId !== null,
        signers: [],
        countersignedAt: row.countersignedAt?.toISOString() ?? null,
        changeRequest:
          row.requestedAt && row.requestMode && row.requestItems
            ? {
                requestedAt: row.requestedAt.toISOString(),
                mode: row.requestMode,
                items: row.requestItems.map(({ label, note }) => ({ label, note })),
              }
            : null,
        isIdentityCheckPending: row.isIdentityCheckPending,
      };
      if (row.signerName !== null && row.signerStatus !== null) {
        entry.signers.push({ name: row.signerName, status: row.signerStatus });
      }
      gathered.set(row.transactionId, entry);
    }
    for (const [
      id,
      { approvedAt, hasAgreement, signers, countersignedAt, changeRequest, isIdentityCheckPending },
    ] of gathered) {
      facts.set(id, {
        approvedAt,
        ...(hasAgreement && { agreement: agreementProgress(signers, countersignedAt) }),
        ...(changeRequest && { changeRequest }),
        ...(isIdentityCheckPending && { isIdentityCheckPending: true as const }),
      });
    }
    return facts;
  },
});
