// Pipeline rows written straight into the database for the back office's tests: a user, their profile, a transaction
// and, when asked, an agreement with its signers, the fund's countersignature and a sealed PDF, and an open change
// request.
import { randomUUID } from 'node:crypto';
import type { StepId } from '../../../../shared/domain/steps';
import type { Db } from '../../../db/database';
import { investors } from '../../../db/schema/investors';
import { documents, envelopeSigners, envelopes, signingEvents } from '../../../db/schema/signing';
import { changeRequests, transactions } from '../../../db/schema/transactions';
import { users } from '../../../db/schema/users';

const DAY = new Date('2026-03-08T15:30:00Z');
export const at = (minutes: number): Date => new Date(DAY.getTime() + minutes * 60_000);

export type Agreement = {
  signers: ('pending' | 'signed')[];
  isCountersigned?: boolean;
  /** A sealed PDF on record, as a completed agreement has. */
  isSealed?: boolean;
};
export type PipelineCase = {
  name: string;
  row?: Partial<typeof transactions.$inferInsert>;
  agreement?: Agreement;
  /** The fund has a change request open on it, sending the flow back to this step. */
  changeRequestTo?: StepId;
  first?: string;
  last?: string;
  email?: string;
};

export const insertPipelineCase = async (db: Db, fundSlug: string, c: PipelineCase, index: number): Promise<string> => {
  const [user] = await db
    .insert(users)
    .values({
      email: c.email ?? `pipeline.${index}.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'x',
      firstName: c.first ?? `Investor${String(index).padStart(2, '0')}`,
      lastName: c.last ?? 'Case',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('No user');
  await db.insert(investors).values({ userId: user.id, firstName: c.first ?? '', lastName: c.last ?? '' });
  const [transaction] = await db
    .insert(transactions)
    .values({ userId: user.id, fundSlug, updatedAt: at(100 - index), createdAt: at(index), ...c.row })
    .returning({ id: transactions.id });
  if (!transaction) throw new Error('No transaction');
  if (c.agreement) {
    const [document] = await db
      .insert(documents)
      .values({ kind: 'filled', fileName: 'a.pdf', content: Buffer.from('%PDF-'), sha256: 'x', byteLength: 5 })
      .returning({ id: documents.id });
    const [envelope] = await db
      .insert(envelopes)
      .values({
        transactionId: transaction.id,
        ownerUserId: user.id,
        fundSlug,
        filledDocumentId: document?.id ?? '',
        sealedFill: 'x',
        sealedDocumentId: c.agreement.isSealed ? document?.id : undefined,
        completedAt: c.agreement.isSealed ? at(8) : undefined,
        status: c.agreement.signers.every((s) => s === 'signed') ? 'completed' : 'inProgress',
      })
      .returning({ id: envelopes.id });
    if (!envelope) throw new Error('No envelope');
    const roles = ['investor', 'coInvestor'] as const;
    await db.insert(envelopeSigners).values(
      c.agreement.signers.map((status, order) => ({
        envelopeId: envelope.id,
        role: roles[order] ?? ('spouse' as const),
        routingOrder: order + 1,
        name: `Signer ${order + 1}`,
        email: `signer${order}@example.com`,
        status,
      })),
    );
    if (c.agreement.isCountersigned) {
      await db.insert(signingEvents).values({ envelopeId: envelope.id, type: 'envelope.countersigned', at: at(7) });
    }
  }
  if (c.changeRequestTo) {
    await db.insert(changeRequests).values({
      transactionId: transaction.id,
      requestedByUserId: user.id,
      mode: 'resignOnly',
      targetStep: c.changeRequestTo,
      items: [],
    });
  }
  return transaction.id;
};
