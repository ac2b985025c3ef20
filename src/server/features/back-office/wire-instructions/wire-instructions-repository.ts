// A fund's wire instructions as stored (db/schema/back-office.ts): sealed JSON, a confirmed version and a pending one.
// Confirming moves the pending version over in one statement that also checks the confirming admin is not the one
// who entered it, so two admins cannot pass each other.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { fundWireInstructions } from '../../../db/schema/back-office';

export type WireRow = typeof fundWireInstructions.$inferSelect;

export const createWireInstructionsRepository = (db: Db) => ({
  find: async (fundSlug: string): Promise<WireRow | undefined> => {
    const [row] = await db.select().from(fundWireInstructions).where(eq(fundWireInstructions.fundSlug, fundSlug));
    return row;
  },

  /** Replaces any pending version; the confirmed one stays what investors see. */
  propose: async (fundSlug: string, sealed: string, adminId: string, at: Date): Promise<void> => {
    const pending = { pendingSealed: sealed, proposedBy: adminId, proposedAt: at };
    await db
      .insert(fundWireInstructions)
      .values({ fundSlug, ...pending })
      .onConflictDoUpdate({ target: fundWireInstructions.fundSlug, set: pending });
  },

  /** False when nothing is pending, or when the admin confirming is the one who entered it. */
  confirm: async (fundSlug: string, adminId: string, at: Date): Promise<boolean> => {
    const updated = await db
      .update(fundWireInstructions)
      .set({
        confirmedSealed: sql`${fundWireInstructions.pendingSealed}`,
        confirmedProposedBy: sql`${fundWireInstructions.proposedBy}`,
        confirmedBy: adminId,
        confirmedAt: at,
        pendingSealed: null,
        proposedBy: null,
        proposedAt: null,
      })
      .where(
        and(
          eq(fundWireInstructions.fundSlug, fundSlug),
          isNotNull(fundWireInstructions.pendingSealed),
          ne(fundWireInstructions.proposedBy, adminId),
        ),
      )
      .returning({ fundSlug: fundWireInstructions.fundSlug });
    return updated.length > 0;
  },
});

export type WireInstructionsRepository = ReturnType<typeof createWireInstructionsRepository>;
