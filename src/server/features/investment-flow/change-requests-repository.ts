// The fund's change requests on signed agreements (docs/admin.md 'Change requests'): at most one open per
// transaction, answered when the investor signs again.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ChangeRequestItem, changeRequests } from '../../db/schema/transactions';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type NewChangeRequest = typeof changeRequests.$inferInsert & { items: ChangeRequestItem[] };

export const createChangeRequestsRepository = (db: Db) => ({
  create: async (request: NewChangeRequest): Promise<ChangeRequestRow> => {
    const [row] = await db.insert(changeRequests).values(request).returning();
    if (!row) throw new Error('The change request was not saved');
    return row;
  },

  listForTransaction: (transactionId: string): Promise<ChangeRequestRow[]> =>
    db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.transactionId, transactionId))
      .orderBy(desc(changeRequests.createdAt)),

  /** The open requests of these transactions (the investor's step pages). */
  openFor: (transactionIds: readonly string[]): Promise<ChangeRequestRow[]> =>
    transactionIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(changeRequests)
          .where(and(inArray(changeRequests.transactionId, [...transactionIds]), isNull(changeRequests.answeredAt)))
          .orderBy(asc(changeRequests.createdAt)),

  /** Marks the open request answered; undefined when none was open. */
  answer: async (transactionId: string, at: Date): Promise<ChangeRequestRow | undefined> => {
    const [row] = await db
      .update(changeRequests)
      .set({ answeredAt: at })
      .where(and(eq(changeRequests.transactionId, transactionId), isNull(changeRequests.answeredAt)))
      .returning();
    return row;
  },
});
