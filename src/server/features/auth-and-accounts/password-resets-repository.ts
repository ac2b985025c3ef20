// Password resets: one-time tokens valid for an hour; only their SHA-256 is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets } from '../../db/schema/users';
import { hashToken, newToken } from '../../security/tokens';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const createPasswordResetsRepository = (db: Db) => ({
  /** Returns the token for the link. */
  create: async (userId: string, now = new Date()): Promise<string> => {
    const token = newToken();
    await db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
    return token;
  },

  /** Marks the token used and answers its user, once; undefined when unknown, used or expired. */
  consume: async (token: string, now = new Date()): Promise<string | undefined> => {
    const [row] = await db
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
    return row?.userId;
  },
});

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
