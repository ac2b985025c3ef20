// A fund's wire instructions as stored (db/schema/back-office.ts): sealed JSON, a confirmed version and a pending one.
// Confirming moves the pending version over in one statement that also checks that the pending version is the very one
// the confirming admin read and that they are not the one who entered it, so two admins cannot pass each other and a
// newer proposal is never confirmed unseen.
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { StepId } from '../../../../shared/domain/steps';
import type { Db } from '../../../db/database';
import { fundWireInstructions } from '../../../db/schema/back-office';
import { funds } from '../../../db/schema/funds';
import { transactions } from '../../../db/schema/transactions';
import { users } from '../../../db/schema/users';

export type WireRow = typeof fundWireInstructions.$inferSelect;

/** A subscription that may be waiting to send its funds: approved, not funded, and still live. */
export type WireRecipient = {
  transactionId: string;
  email: string;
  firstName: string;
  lastName: string;
  currentStep: StepId;
  subscriptionAgreementDate: Date | null;
  completionDate: Date | null;
  fundsTransferDate: Date | null;
  proofOfAccreditationDate: Date | null;
  isApproved: boolean | null;
  rejectionDate: Date | null;
  withdrawalDate: Date | null;
};

export const createWireInstructionsRepository = (db: Db) => ({
  find: async (fundSlug: string): Promise<WireRow | undefined> => {
    const [row] = await db.select().from(fundWireInstructions).where(eq(fundWireInstructions.fundSlug, fundSlug));
    return row;
  },

  /** Every fund with a change waiting for its second admin, with the fund's name. */
  listPending: () =>
    db
      .select({
        fundSlug: fundWireInstructions.fundSlug,
        fundName: funds.name,
        proposedBy: fundWireInstructions.proposedBy,
        proposedAt: fundWireInstructions.proposedAt,
      })
      .from(fundWireInstructions)
      .innerJoin(funds, eq(funds.slug, fundWireInstructions.fundSlug))
      .where(isNotNull(fundWireInstructions.pendingSealed))
      .orderBy(fundWireInstructions.proposedAt),

  /** Replaces any pending version; the confirmed one stays what investors see. */
  propose: async (fundSlug: string, sealed: string, adminId: string, at: Date): Promise<void> => {
    const pending = { pendingSealed: sealed, proposedBy: adminId, proposedAt: at };
    await db
      .insert(fundWireInstructions)
      .values({ fundSlug, ...pending })
      .onConflictDoUpdate({ target: fundWireInstructions.fundSlug, set: pending });
  },

  /**
   * False when the pending version is no longer `readSealed` (nothing pending, or a newer proposal), or when the admin
   * confirming is the one who entered it. A version that replaces a confirmed one records when (`changedAt`).
   */
  confirm: async (fundSlug: string, adminId: string, at: Date, readSealed: string): Promise<boolean> => {
    const w = fundWireInstructions;
    const updated = await db
      .update(w)
      .set({
        confirmedSealed: sql`${w.pendingSealed}`,
        confirmedProposedBy: sql`${w.proposedBy}`,
        confirmedBy: adminId,
        confirmedAt: at,
        changedAt: sql`case when ${w.confirmedSealed} is null then ${w.changedAt} else ${at.toISOString()}::timestamptz end`,
        pendingSealed: null,
        proposedBy: null,
        proposedAt: null,
      })
      .where(and(eq(w.fundSlug, fundSlug), eq(w.pendingSealed, readSealed), ne(w.proposedBy, adminId)))
      .returning({ fundSlug: w.fundSlug });
    return updated.length > 0;
  },

  /** The fund's approved subscriptions whose funds have not arrived, never declined or withdrawn, with their investor. */
  approvedUnfunded: (fundSlug: string): Promise<WireRecipient[]> => {
    const t = transactions;
    return db
      .select({
        transactionId: t.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        currentStep: t.currentStep,
        subscriptionAgreementDate: t.subscriptionAgreementDate,
        completionDate: t.completionDate,
        fundsTransferDate: t.fundsTransferDate,
        proofOfAccreditationDate: t.proofOfAccreditationDate,
        isApproved: t.isApproved,
        rejectionDate: t.rejectionDate,
        withdrawalDate: t.withdrawalDate,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(
        and(
          eq(t.fundSlug, fundSlug),
          eq(t.isApproved, true),
          isNull(t.fundsTransferDate),
          isNull(t.completionDate),
          isNull(t.rejectionDate),
          isNull(t.withdrawalDate),
        ),
      );
  },
});
