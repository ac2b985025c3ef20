// Password resets: one-time tokens valid for an hour; only their SHA-256 is stored. Only the newest link of a user
// works: a new request ends the open ones, and so does a completed reset (an ended link counts as used). Any new
// password, from a reset or the settings page, ends them too (users-repository.ts setPasswordHash).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets } from '../../db/schema/users';
import { hashToken, newToken } from '../../security/tokens';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Ends every link of the user that could still be used. */
const endOpenLinks = (db: Db, userId: string, now: Date) =>
  db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

export const createPasswordResetsRepository = (db: Db) => ({
  /** Returns the token for the link. */
  create: async (userId: string, now = new Date()): Promise<string> => {
    const token = newToken();
    await db.transaction(async (tx) => {
      await endOpenLinks(tx, userId, now);
      await tx
        .insert(passwordResets)
        .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
    });
    return token;
  },

  /** Marks the token used and answers its user, once; undefined when unknown, used or expired. */
  consume: (token: string, now = new Date()): Promise<string | undefined> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (row) await endOpenLinks(tx, row.userId, now);
      return row?.userId;
    }),
});
