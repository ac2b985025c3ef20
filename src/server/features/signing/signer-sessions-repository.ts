// A co-signer's own session: opened by their link, usable for signing only once the code e-mailed to them is
// entered. Token and code are stored as SHA-256 only.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signerSessions } from '../../db/schema/signing';
import { hashToken, newToken } from '../../security/tokens';

export const SIGNER_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export type SignerSessionRow = typeof signerSessions.$inferSelect;

/** The code's hash is bound to its session, so the same code in two sessions hashes differently. */
export const hashCode = (sessionId: string, code: string): string => hashToken(`${sessionId}:${code}`);

export const createSignerSessionsRepository = (db: Db) => ({
  /** Returns the token for the cookie and the session's id. */
  create: async ({ signerId, linkId, now }: { signerId: string; linkId: string; now: Date }) => {
    const token = newToken();
    const [row] = await db
      .insert(signerSessions)
      .values({
        signerId,
        linkId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + SIGNER_SESSION_TTL_MS),
      })
      .returning({ id: signerSessions.id });
    if (!row) throw new Error('Signer session was not saved');
    return { token, id: row.id };
  },

  resolve: async (token: string, now: Date): Promise<SignerSessionRow | undefined> => {
    const [row] = await db
      .select()
      .from(signerSessions)
      .where(and(eq(signerSessions.tokenHash, hashToken(token)), gt(signerSessions.expiresAt, now)));
    return row;
  },

  /** A new code replaces the last one; wrong attempts keep counting across codes, so resending buys no guesses. */
  setCode: async (id: string, code: string, { now, ttlMs }: { now: Date; ttlMs: number }): Promise<void> => {
    await db
      .update(signerSessions)
      .set({
        codeHash: hashCode(id, code),
        codeExpiresAt: new Date(now.getTime() + ttlMs),
        codeSentAt: now,
      })
      .where(eq(signerSessions.id, id));
  },

  /** Counts a wrong code and answers how many there have been. */
  recordFailure: async (id: string): Promise<number> => {
    const [row] = await db
      .update(signerSessions)
      .set({ failedAttempts: sql`${signerSessions.failedAttempts} + 1` })
      .where(eq(signerSessions.id, id))
      .returning({ failedAttempts: signerSessions.failedAttempts });
    return row?.failedAttempts ?? 0;
  },

  markVerified: async (id: string, now: Date): Promise<void> => {
    await db.update(signerSessions).set({ verifiedAt: now, codeHash: null }).where(eq(signerSessions.id, id));
  },
});
