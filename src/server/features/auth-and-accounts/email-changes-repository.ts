// Changes of the login e-mail (docs/security.md 'Account settings'): like password resets, a one-time token per
// request of which only the SHA-256 is stored, valid EMAIL_CHANGE_LINK_HOURS, and only the newest of a user works.
// Confirming switches the address, ends the user's other requests and their other sessions, in one transaction.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS } from '../../../shared/api/account-email';
import type { Db } from '../../db/database';
import { emailChanges, sessions, users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/unique-violation';
import { hashToken, newToken } from '../../security/tokens';

export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

/** Ties a request to the password it was made with: a password changed since voids it. */
const fingerprintOf = (passwordHash: string): string => hashToken(passwordHash);

export type EmailChangeOutcome =
  | { kind: 'invalid' }
  | { kind: 'taken' }
  | { kind: 'changed'; userId: string; from: string; to: string; loggedOutSessions: number };

const endOpenChanges = (db: Db, userId: string, now: Date) =>
  db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));

const isTakenByAnother = async (db: Db, email: string, userId: string): Promise<boolean> => {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return holder !== undefined;
};

export const createEmailChangesRepository = (db: Db) => ({
  /** A new request, ending the user's earlier ones; returns the token for the link. */
  create: async (
    { userId, newEmail, passwordHash }: { userId: string; newEmail: string; passwordHash: string },
    now = new Date(),
  ): Promise<string> => {
    const token = newToken();
    await db.transaction(async (tx) => {
      await endOpenChanges(tx, userId, now);
      await tx.insert(emailChanges).values({
        tokenHash: hashToken(token),
        userId,
        newEmail,
        passwordFingerprint: fingerprintOf(passwordHash),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      });
    });
    return token;
  },

  /**
   * Switches the login e-mail the token names, once; every other session of the user ends but `keptSessionId` (the
   * confirming browser's, when it is theirs). Nothing is written unless the change is made.
   */
  confirm: async (token: string, now: Date, keptSessionId: string | null): Promise<EmailChangeOutcome> => {
    try {
      return await db.transaction(async (tx): Promise<EmailChangeOutcome> => {
        const [change] = await tx
          .select()
          .from(emailChanges)
          .where(
            and(
              eq(emailChanges.tokenHash, hashToken(token)),
              isNull(emailChanges.usedAt),
              gt(emailChanges.expiresAt, now),
            ),
          )
          .for('update');
        if (!change) return { kind: 'invalid' };
        const [user] = await tx.select().from(users).where(eq(users.id, change.userId));
        if (!user || fingerprintOf(user.passwordHash) !== change.passwordFingerprint) return { kind: 'invalid' };
        if (await isTakenByAnother(tx, change.newEmail, user.id)) return { kind: 'taken' };
        await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, user.id));
        await endOpenChanges(tx, user.id, now);
        const others = keptSessionId
          ? and(eq(sessions.userId, user.id), ne(sessions.id, keptSessionId))
          : eq(sessions.userId, user.id);
        const ended = await tx.delete(sessions).where(others).returning({ id: sessions.id });
        return {
          kind: 'changed',
          userId: user.id,
          from: user.email,
          to: change.newEmail,
          loggedOutSessions: ended.length,
        };
      });
    } catch (error) {
      // An account signed up with the address between the check and the switch.
      if (isUniqueViolation(error)) return { kind: 'taken' };
      throw error;
    }
  },
});
