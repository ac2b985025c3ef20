// What an admin allowed themselves while acting as an investor (docs/admin.md 'Acting as an investor'): read-only
// until they confirm edits. One row per session; it goes when the session goes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { impersonationGrants } from '../../../db/schema/back-office';

export type ImpersonationGrant = typeof impersonationGrants.$inferSelect;

export const createImpersonationGrantsRepository = (db: Db) => ({
  find: async (sessionId: string): Promise<ImpersonationGrant | undefined> => {
    const [row] = await db.select().from(impersonationGrants).where(eq(impersonationGrants.sessionId, sessionId));
    return row;
  },

  /** A new grant for the investor now acted as, replacing any earlier one of the session. */
  start: async (
    sessionId: string,
    impersonatedUserId: string,
    { allowsEdits, at }: { allowsEdits: boolean; at: Date },
  ): Promise<void> => {
    const values = { impersonatedUserId, allowsEdits, editsConfirmedAt: allowsEdits ? at : null };
    await db
      .insert(impersonationGrants)
      .values({ sessionId, ...values })
      .onConflictDoUpdate({ target: impersonationGrants.sessionId, set: values });
  },

  allowEdits: async (sessionId: string, at: Date): Promise<void> => {
    await db
      .update(impersonationGrants)
      .set({ allowsEdits: true, editsConfirmedAt: at })
      .where(eq(impersonationGrants.sessionId, sessionId));
  },

  end: async (sessionId: string): Promise<void> => {
    await db.delete(impersonationGrants).where(eq(impersonationGrants.sessionId, sessionId));
  },
});
