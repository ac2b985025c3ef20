// Sessions (docs/design.md §6): the cookie holds a random token, the table only its SHA-256. Looked up on every request, so
// any process behind a load balancer can serve any request (docs/design.md §8).
import { and, desc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LoginMethod } from '../../../shared/domain/login-method';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { delegateSessions, delegations } from '../../db/schema/delegations';
import { sessions, users } from '../../db/schema/users';
import { DEFAULT_SESSION_LIMITS } from '../../security/session-limits';
import { hashToken, newToken } from '../../security/tokens';
import type { UserRecord } from './users-repository';

/**
 * A session's end moves with use (docs/security.md 'Sessions'): each request pushes it to `idle` from now, never past
 * `max` from the login. Kept in `expires_at`, so the one lookup that opens a session needs no other column.
 */
export const sessionEnd = (createdAt: Date, now: Date, limits: { idleMs: number; maxMs: number }): Date =>
  new Date(Math.min(now.getTime() + limits.idleMs, createdAt.getTime() + limits.maxMs));

/** Moving the end costs a write: made at most once a minute per session. */
export const SESSION_TOUCH_MS = 60_000;

export type SessionRecord = typeof sessions.$inferSelect;

/** Where a session is opened from, kept to tell sessions apart in settings. */
export type SessionOrigin = { userAgent?: string | undefined; ip?: string | undefined };

const USER_AGENT_MAX = 400;

export type ResolvedSession = {
  session: SessionRecord;
  user: UserRecord;
  /** The investor an admin acts as, when impersonating. */
  impersonatedUser: UserRecord | null;
  /** The delegation a delegate acts under (docs/security.md 'Delegates'), whatever its status now. */
  delegation: DelegationRecord | null;
  /** The investor of that delegation, only while it is active. */
  delegator: UserRecord | null;
  /** The user fills in for at least one investor (the switcher shows). */
  holdsDelegations: boolean;
};

export type DelegationRecord = typeof delegations.$inferSelect;

const impersonated = alias(users, 'impersonated');
const delegator = alias(users, 'delegator');

/**
 * Whose data a session reads and writes: the impersonated investor, else the investor an active delegation acts for,
 * else the user (as session-auth decides).
 */
export const actingUserIdOfSession: SQL<string> = sql`coalesce(${impersonated.id}, ${delegator.id}, ${users.id})`;

const holdsDelegationsSql = sql<boolean>`exists (select 1 from delegations held
  where held.delegate_user_id = ${users.id} and held.status = 'active')`.mapWith(Boolean);

/**
 * The one rule that opens a session: the unexpired session whose token hashes to `tokenHash`, with its user, the
 * investor being impersonated and the delegation it acts under. `extra` adds columns read in the same query (a
 * portfolio, for the hot calls).
 */
export const selectOpenSession = <Extra extends Record<string, SQL>>(db: Db, extra: Extra) =>
  db
    .select({
      session: sessions,
      user: users,
      impersonatedUser: impersonated,
      delegation: delegations,
      delegator,
      holdsDelegations: holdsDelegationsSql,
      ...extra,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonated, eq(impersonated.id, sessions.impersonatedUserId))
    .leftJoin(delegateSessions, eq(delegateSessions.sessionId, sessions.id))
    .leftJoin(
      delegations,
      and(eq(delegations.id, delegateSessions.delegationId), eq(delegations.delegateUserId, sessions.userId)),
    )
    // A revoked delegation names no investor: the session reads nothing of theirs from that request on.
    .leftJoin(delegator, and(eq(delegator.id, delegations.investorUserId), eq(delegations.status, 'active')))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))));

/** The placeholders of selectOpenSession. */
export const openSessionParams = (token: string, now: Date) => ({
  tokenHash: hashToken(token),
  now: now.toISOString(),
});

export const createSessionsRepository = (db: Db) => {
  // Every request with a cookie resolves it: a prepared statement.
  const resolveStatement = preparedOnce(() => selectOpenSession(db, {}).prepare('session_resolve'));

  return {
    /** Returns the token for the cookie. The end defaults to the default limits' (the app passes its own). */
    create: async (
      userId: string,
      now = new Date(),
      {
        expiresAt = sessionEnd(now, now, DEFAULT_SESSION_LIMITS),
        origin = {},
        loginMethod = null,
      }: { expiresAt?: Date; origin?: SessionOrigin; loginMethod?: LoginMethod | null } = {},
    ): Promise<string> => {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        expiresAt,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        ip: origin.ip ?? null,
        loginMethod,
      });
      return token;
    },

    /** The user's open sessions, newest first. */
    listOpen: async (userId: string, now = new Date()): Promise<SessionRecord[]> =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.createdAt)),

    /** Ends every session of the user but one; answers how many ended. */
    deleteOthersOfUser: async (userId: string, keptSessionId: string): Promise<number> => {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    resolve: async (token: string, now = new Date()): Promise<ResolvedSession | undefined> => {
      const [row] = await resolveStatement().execute(openSessionParams(token, now));
      return row;
    },

    /** Moves an open session's end later (never earlier: two requests at once leave the later end). */
    extend: async (sessionId: string, expiresAt: Date): Promise<void> => {
      await db
        .update(sessions)
        .set({ expiresAt })
        .where(and(eq(sessions.id, sessionId), lt(sessions.expiresAt, expiresAt)));
    },

    deleteByToken: async (token: string): Promise<void> => {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    deleteAllOfUser: async (userId: string): Promise<void> => {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** The user gave their password or a second factor again in this session (step-up). */
    confirm: async (sessionId: string, at: Date): Promise<void> => {
      await db.update(sessions).set({ confirmedAt: at }).where(eq(sessions.id, sessionId));
    },

    /**
     * The user proved an authenticator app in this password session (turning two-step verification on): the session
     * has now seen both factors, and its evidence says so.
     */
    addAuthenticator: async (sessionId: string): Promise<void> => {
      await db
        .update(sessions)
        .set({ loginMethod: 'password-and-authenticator' })
        .where(and(eq(sessions.id, sessionId), eq(sessions.loginMethod, 'password')));
    },

    /** Acts for an investor under one of the user's delegations, or (null) as the user again. */
    setActingDelegation: async (sessionId: string, delegationId: string | null): Promise<void> => {
      if (delegationId === null) {
        await db.delete(delegateSessions).where(eq(delegateSessions.sessionId, sessionId));
        return;
      }
      await db
        .insert(delegateSessions)
        .values({ sessionId, delegationId })
        .onConflictDoUpdate({ target: delegateSessions.sessionId, set: { delegationId } });
    },

    setImpersonation: async (sessionId: string, impersonatedUserId: string | null): Promise<void> => {
      await db.update(sessions).set({ impersonatedUserId }).where(eq(sessions.id, sessionId));
    },
  };
};
