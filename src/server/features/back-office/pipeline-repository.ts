// Every transaction of a fund as the back office lists it: the transaction row, its investor, and its envelope, its
// signers and the fund's countersignature (e-signature's tables, read only). Flow values come as stored: tax ids stay sealed unless opened on purpose.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { investors } from '../../db/schema/investors';
import { envelopeSigners, envelopes, signingEvents } from '../../db/schema/signing';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';

export type PipelineSourceSigner = Pick<
  typeof envelopeSigners.$inferSelect,
  'id' | 'envelopeId' | 'role' | 'name' | 'status' | 'signedAt'
>;

export type PipelineSource = {
  transaction: typeof transactions.$inferSelect;
  user: { email: string; firstName: string; lastName: string };
  profile: { firstName: string; lastName: string } | null;
  envelope: {
    id: string;
    status: 'inProgress' | 'completed';
    completedAt: Date | null;
    countersignedAt: Date | null;
  } | null;
  signers: PipelineSourceSigner[];
};

export const createPipelineRepository = (db: Db) => {
  const load = async (where: SQL): Promise<PipelineSource[]> => {
    const rows = await db
      .select({
        transaction: transactions,
        user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        profile: { firstName: investors.firstName, lastName: investors.lastName },
        envelope: { id: envelopes.id, status: envelopes.status, completedAt: envelopes.completedAt },
      })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(investors, eq(investors.userId, transactions.userId))
      .leftJoin(envelopes, eq(envelopes.transactionId, transactions.id))
      .where(where)
      .orderBy(asc(transactions.createdAt));
    const envelopeIds = rows.flatMap((row) => (row.envelope ? [row.envelope.id] : []));
    if (envelopeIds.length === 0) return rows.map((row) => ({ ...row, envelope: null, signers: [] }));
    const [signers, countersignatures] = await Promise.all([
      db
        .select({
          id: envelopeSigners.id,
          envelopeId: envelopeSigners.envelopeId,
          role: envelopeSigners.role,
          name: envelopeSigners.name,
          status: envelopeSigners.status,
          signedAt: envelopeSigners.signedAt,
        })
        .from(envelopeSigners)
        .where(inArray(envelopeSigners.envelopeId, envelopeIds))
        .orderBy(asc(envelopeSigners.routingOrder)),
      db
        .select({ envelopeId: signingEvents.envelopeId, at: signingEvents.at })
        .from(signingEvents)
        .where(and(inArray(signingEvents.envelopeId, envelopeIds), eq(signingEvents.type, 'envelope.countersigned'))),
    ]);
    const countersignedAt = new Map(countersignatures.map((c) => [c.envelopeId, c.at]));
    return rows.map(({ envelope, ...row }) => ({
      ...row,
      envelope: envelope && { ...envelope, countersignedAt: countersignedAt.get(envelope.id) ?? null },
      signers: envelope ? signers.filter((s) => s.envelopeId === envelope.id) : [],
    }));
  };

  return {
    listByFund: (fundSlug: string): Promise<PipelineSource[]> => load(eq(transactions.fundSlug, fundSlug)),

    /** Any investor's transaction (admins only); undefined when there is none. */
    findById: async (transactionId: string): Promise<PipelineSource | undefined> => {
      const [found] = await load(eq(transactions.id, transactionId));
      return found;
    },
  };
};

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
