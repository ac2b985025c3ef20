// Delegations (db/schema/delegations.ts): an investor's invitations to people who fill in for them, their acceptance
// by the delegate's own account, and their revocation. The invitation link's token is kept as a SHA-256 only.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../../shared/api/delegates';
import type { Db } from '../../db/database';
import { delegateSessions, delegations, signatureReadyNotices } from '../../db/schema/delegations';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import { hashToken, newToken } from '../../security/tokens';
import type { DelegationRecord } from './sessions-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A delegation with the investor's name, as the delegate's switcher lists it. */
export type DelegationForDelegate = DelegationRecord & {
  investor: { email: string; firstName: string; lastName: string };
};

export const createDelegationsRepository = (db: Db) => ({
  /** A new invitation; answers its id and the link's token (the table keeps only the token's hash). */
  invite: async (
    input: { investorUserId: string; delegateEmail: string; transactionId: string | null },
    at: Date,
  ): Promise<{ id: string; token: string }> => {
    const token = newToken();
    const [row] = await db
      .insert(delegations)
      .values({ ...input, inviteTokenHash: hashToken(token), invitedAt: at })
      .returning({ id: delegations.id });
    if (!row) throw new Error('The invitation was not stored');
    return { id: row.id, token };
  },

  /** The investor's delegations, oldest first. */
  listOfInvestor: async (investorUserId: string): Promise<DelegationRecord[]> =>
    db
      .select()
      .from(delegations)
      .where(eq(delegations.investorUserId, investorUserId))
      .orderBy(asc(delegations.invitedAt), asc(delegations.id)),

  /** The active delegations a user holds, with the investor each is for. */
  listActiveOfDelegate: async (delegateUserId: string): Promise<DelegationForDelegate[]> => {
    const rows = await db
      .select({
        delegation: delegations,
        investor: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(delegations)
      .innerJoin(users, eq(users.id, delegations.investorUserId))
      .where(and(eq(delegations.delegateUserId, delegateUserId), eq(delegations.status, 'active')))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(delegations.id));
    return rows.map(({ delegation, investor }) => ({ ...delegation, investor }));
  },

  findActiveOfDelegate: async (id: string, delegateUserId: string): Promise<DelegationRecord | undefined> => {
    const [row] = await db
      .select()
      .from(delegations)
      .where(
        and(eq(delegations.id, id), eq(delegations.delegateUserId, delegateUserId), eq(delegations.status, 'active')),
      );
    return row;
  },

  /** The open invitation a link's token names, while it is valid (INVITATION_DAYS). */
  findInvitation: async (token: string, now: Date): Promise<DelegationRecord | undefined> => {
    const [row] = await db
      .select()
      .from(delegations)
      .where(
        and(
          eq(delegations.inviteTokenHash, hashToken(token)),
          eq(delegations.status, 'invited'),
          gt(delegations.invitedAt, new Date(now.getTime() - INVITATION_DAYS * DAY_MS)),
        ),
      );
    return row;
  },

  /** Binds an open invitation to the delegate's account; false when it was used or revoked in between. */
  accept: async (id: string, delegateUserId: string, at: Date): Promise<boolean> => {
    const accepted = await db
      .update(delegations)
      .set({ delegateUserId, status: 'active', acceptedAt: at, inviteTokenHash: null })
      .where(and(eq(delegations.id, id), eq(delegations.status, 'invited'), isNull(delegations.delegateUserId)))
      .returning({ id: delegations.id });
    return accepted.length === 1;
  },

  /** Revokes one of the investor's delegations at once; answers it as it was, or undefined when not theirs. */
  revoke: async (id: string, investorUserId: string, at: Date): Promise<DelegationRecord | undefined> => {
    const [row] = await db
      .update(delegations)
      .set({ status: 'revoked', revokedAt: at, inviteTokenHash: null })
      .where(and(eq(delegations.id, id), eq(delegations.investorUserId, investorUserId)))
      .returning();
    return row;
  },

  /** Ends a session's acting under a delegation (the next request is the delegate's own again). */
  endActing: async (sessionId: string): Promise<void> => {
    await db.delete(delegateSessions).where(eq(delegateSessions.sessionId, sessionId));
  },

  /** Claims the one 'ready for signature' notice of a transaction: false when it was sent already. */
  claimSignatureNotice: async (transactionId: string, delegationId: string, at: Date): Promise<boolean> => {
    const claimed = await db
      .insert(signatureReadyNotices)
      .values({ transactionId, delegationId, sentAt: at })
      .onConflictDoNothing()
      .returning({ transactionId: signatureReadyNotices.transactionId });
    return claimed.length === 1;
  },

  /** When the investor was told that the transaction is ready for their signature, if they were. */
  signatureNoticeSentAt: async (transactionId: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ sentAt: signatureReadyNotices.sentAt })
      .from(signatureReadyNotices)
      .where(eq(signatureReadyNotices.transactionId, transactionId));
    return row?.sentAt;
  },

  /** The fund of a transaction, for a delegate held to that one investment. */
  fundSlugOfTransaction: async (transactionId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ fundSlug: transactions.fundSlug })
      .from(transactions)
      .where(eq(transactions.id, transactionId));
    return row?.fundSlug;
  },
});
