// Passkeys (docs/security.md 'Passkeys'): the stored public keys, and the WebAuthn ceremonies under way. A user's
// `second_factor_at` stays set while any factor (an authenticator app or a passkey) is left.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passkeys, totpFactors, users, webauthnChallenges } from '../../db/schema/users';
import { hashToken, newToken } from '../../security/tokens';

export type PasskeyRecord = typeof passkeys.$inferSelect;
export type NewPasskey = Pick<
  PasskeyRecord,
  'userId' | 'credentialId' | 'publicKey' | 'signCount' | 'transports' | 'name'
>;

/** Sets or clears `users.second_factor_at` from the factors the user has now. */
export const syncSecondFactorAt = async (db: Db, userId: string, at: Date): Promise<void> => {
  await db
    .update(users)
    .set({
      secondFactorAt: sql`case when exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})
        or exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${isNotNull(totpFactors.confirmedAt)})
        then coalesce(${users.secondFactorAt}, ${at.toISOString()}::timestamptz) else null end`,
    })
    .where(eq(users.id, userId));
};

export const createPasskeysRepository = (db: Db) => ({
  listOfUser: (userId: string): Promise<PasskeyRecord[]> =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt),

  findByCredentialId: async (credentialId: string): Promise<PasskeyRecord | undefined> => {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
    return row;
  },

  add: async (passkey: NewPasskey, at: Date): Promise<PasskeyRecord | undefined> => {
    const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
    if (row) await syncSecondFactorAt(db, passkey.userId, at);
    return row;
  },

  /** Records a login: the authenticator's new signature count and the time. */
  used: async (id: string, signCount: number, at: Date): Promise<void> => {
    await db.update(passkeys).set({ signCount, lastUsedAt: at }).where(eq(passkeys.id, id));
  },

  remove: async (userId: string, id: string, at: Date): Promise<boolean> => {
    const removed = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    await syncSecondFactorAt(db, userId, at);
    return removed.length > 0;
  },

  /** A ceremony's challenge; the token goes into a cookie. */
  startCeremony: async (challenge: string, userId: string | null, expiresAt: Date): Promise<string> => {
    const token = newToken();
    await db.insert(webauthnChallenges).values({ tokenHash: hashToken(token), userId, challenge, expiresAt });
    return token;
  },

  /** The ceremony's challenge, once: it is gone after this read. */
  takeCeremony: async (token: string, now: Date) => {
    const [row] = await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.tokenHash, hashToken(token)), gt(webauthnChallenges.expiresAt, now)))
      .returning();
    return row;
  },
});
