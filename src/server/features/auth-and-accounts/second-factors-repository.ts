// Second factors (docs/security.md 'Two-step verification'): the authenticator app's sealed secret, the recovery
// codes' hashes and the logins waiting for a code. Every "used once" rule is one conditional statement, so two
// requests with the same code cannot both pass.
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginChallenges, recoveryCodes, totpFactors, users } from '../../db/schema/users';
import type { DataCipher } from '../../security/data-cipher';
import { hashToken, newToken } from '../../security/tokens';
import { syncSecondFactorAt } from './passkeys-repository';

export type TotpFactor = { secret: string; confirmedAt: Date | null; lastTimeStep: number };

export const createSecondFactorsRepository = (db: Db, cipher: DataCipher) => ({
  findTotp: async (userId: string): Promise<TotpFactor | undefined> => {
    const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    return (
      row && { secret: cipher.decrypt(row.secretSealed), confirmedAt: row.confirmedAt, lastTimeStep: row.lastTimeStep }
    );
  },

  /** A new, unconfirmed secret replaces an unconfirmed one; false when a confirmed factor is in place. */
  startTotp: async (userId: string, secret: string): Promise<boolean> => {
    const secretSealed = cipher.encrypt(secret);
    const [row] = await db
      .insert(totpFactors)
      .values({ userId, secretSealed })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secretSealed, lastTimeStep: 0, createdAt: new Date() },
        setWhere: isNull(totpFactors.confirmedAt),
      })
      .returning({ id: totpFactors.id });
    return row !== undefined;
  },

  /**
   * Accepts a code's time step once: true when `timeStep` is newer than every step accepted before (and, to confirm,
   * the factor was still pending), false when another request got there first.
   */
  acceptTimeStep: async (userId: string, timeStep: number, { confirmAt }: { confirmAt?: Date } = {}) => {
    const [row] = await db
      .update(totpFactors)
      .set({ lastTimeStep: timeStep, ...(confirmAt && { confirmedAt: confirmAt }) })
      .where(
        and(
          eq(totpFactors.userId, userId),
          lt(totpFactors.lastTimeStep, timeStep),
          confirmAt ? isNull(totpFactors.confirmedAt) : undefined,
        ),
      )
      .returning({ id: totpFactors.id });
    if (row && confirmAt) await db.update(users).set({ secondFactorAt: confirmAt }).where(eq(users.id, userId));
    return row !== undefined;
  },

  /** Removes the app and the recovery codes (passkeys stay, and with them the second factor). */
  removeAll: async (userId: string, at: Date): Promise<void> => {
    await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await syncSecondFactorAt(db, userId, at);
  },

  /** A new set of recovery codes replaces the old one. */
  replaceRecoveryCodes: async (userId: string, codes: readonly string[]): Promise<void> => {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
  },

  /** Uses a recovery code: true once per code. */
  spendRecoveryCode: async (userId: string, code: string, at: Date): Promise<boolean> => {
    const [row] = await db
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashToken(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return row !== undefined;
  },

  recoveryCodesLeft: async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  },

  /** A login waiting for its second factor; the token goes into a cookie. */
  createChallenge: async (userId: string, expiresAt: Date): Promise<string> => {
    const token = newToken();
    await db.insert(loginChallenges).values({ tokenHash: hashToken(token), userId, expiresAt });
    return token;
  },

  findChallenge: async (token: string, now: Date) => {
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, now)));
    return row;
  },

  /** Counts a wrong code; answers the failures so far. */
  failChallenge: async (id: string): Promise<number> => {
    const [row] = await db
      .update(loginChallenges)
      .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
      .where(eq(loginChallenges.id, id))
      .returning({ failedAttempts: loginChallenges.failedAttempts });
    return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
  },

  /** Ends a challenge; true for the one request that ended it. */
  endChallenge: async (id: string): Promise<boolean> => {
    const ended = await db
      .delete(loginChallenges)
      .where(eq(loginChallenges.id, id))
      .returning({ id: loginChallenges.id });
    return ended.length > 0;
  },
});
