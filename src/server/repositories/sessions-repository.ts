// Sessions (DESIGN.md §6): the cookie holds a random token, the table only its SHA-256. Looked up on every request, so
// any process behind a load balancer can serve any request (DESIGN.md §8).
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema/users';
import { hashToken, newToken } from '../security/tokens';
import type { UserRecord } from './users-repository';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type SessionRecord = typeof sessions.$inferSelect;

export type ResolvedSession = {
  session: SessionRecord;
  user: UserRecord;
  /** The investor an admin acts as, when impersonating. */
  impersonatedUser: UserRecord | null;
};

const impersonated = alias(users, 'impersonated');

export const createSessionsRepository = (db: Db) => ({
  /** Returns the token for the cookie. */
  create: async (userId: string, now = new Date()): Promise<string> => {
    const token = newToken();
    await db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    return token;
  },

  resolve: async (token: string, now = new Date()): Promise<ResolvedSession | undefined> => {
    const [row] = await db
      .select({ session: sessions, user: users, impersonatedUser: impersonated })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(impersonated, eq(impersonated.id, sessions.impersonatedUserId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
    return row;
  },

  deleteByToken: async (token: string): Promise<void> => {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  },

  deleteAllOfUser: async (userId: string): Promise<void> => {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  setImpersonation: async (sessionId: string, impersonatedUserId: string | null): Promise<void> => {
    await db.update(sessions).set({ impersonatedUserId }).where(eq(sessions.id, sessionId));
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
