// Who is calling: the session cookie resolves, on every request, to the logged-in user and, while an admin
// impersonates, the investor being acted as (docs/spec.md §6). Nothing about sessions lives in process memory. A route that
// reads more with the session in the same query (the flow reads the portfolio, docs/performance.md) names its own
// reader (`config: { readSession }`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIRM_IDENTITY, SECOND_FACTOR_REQUIRED, TWO_STEP_SETUP_PATH } from '../../../shared/api/two-step';
import { isLoginMethod, type LoginMethod } from '../../../shared/domain/login-method';
import { HttpError } from '../../http-error';
import { DEFAULT_STEP_UP_MS, type SessionLimits } from '../../security/session-limits';
import type { AuthRepositories } from './auth-repositories';
import { type ResolvedSession, SESSION_TOUCH_MS, sessionEnd } from './sessions-repository';
import type { UserRecord } from './users-repository';

export const SESSION_COOKIE = 'portal_session';

export type Auth = {
  sessionId: string;
  token: string;
  /** The person logged in. */
  user: UserRecord;
  /** Whose data the request reads and writes: the impersonated investor, else the user. */
  actingUser: UserRecord;
  /** The admin, while impersonating. */
  impersonator: UserRecord | null;
  /** The delegation the user acts under for an investor (docs/security.md 'Delegates'), chosen in the switcher. */
  delegation: ActingDelegation | null;
  /** The user fills in for at least one investor: the switcher shows. */
  holdsDelegations: boolean;
  /** When the user last gave their password or a second factor in this session (step-up, docs/security.md). */
  confirmedAt: Date;
  /** Until when that counts for the sensitive actions. */
  confirmedUntil: Date;
  /** The factors the user gave at login, as signing evidence states them; null for an older session. */
  loginMethod: LoginMethod | null;
};

export type ActingDelegation = {
  id: string;
  /** One investment only; null for all of the investor's. */
  transactionId: string | null;
  /** False once the investor revoked it: the acting user is the delegate again and the API refuses (delegate-guard.ts). */
  isActive: boolean;
};

/** Opens the session a token names, reading whatever else the route needs in the same query. */
export type SessionReader = (request: FastifyRequest, token: string) => Promise<ResolvedSession | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** The route's own session reader; the plain session lookup when omitted. */
    readSession?: SessionReader;
  }
}

export const registerSessionAuth = (app: FastifyInstance, repos: Pick<AuthRepositories, 'sessions'>): void => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { now } = app.deps;
    const readSession = request.routeOptions.config?.readSession;
    const resolved = readSession ? await readSession(request, token) : await repos.sessions.resolve(token, now());
    if (!resolved) return;
    const { session, user, impersonatedUser, delegation, delegator, holdsDelegations } = resolved;
    // Use keeps the session open up to its idle limit again, within its total limit.
    const at = now();
    const end = sessionEnd(session.createdAt, at, app.deps.config.sessions);
    if (end.getTime() - session.expiresAt.getTime() >= SESSION_TOUCH_MS) await repos.sessions.extend(session.id, end);
    request.auth = {
      sessionId: session.id,
      token,
      user,
      actingUser: impersonatedUser ?? delegator ?? user,
      impersonator: impersonatedUser ? user : null,
      delegation: delegation
        ? { id: delegation.id, transactionId: delegation.transactionId, isActive: delegator !== null }
        : null,
      holdsDelegations,
      loginMethod: isLoginMethod(session.loginMethod) ? session.loginMethod : null,
      ...confirmationOf(session.confirmedAt ?? session.createdAt, app.deps.config.sessions),
    };
  });
};

export const setSessionCookie = (app: FastifyInstance, reply: FastifyReply, token: string): void => {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.secureCookies,
    // The browser may keep the cookie as long as the session could last; the server ends it sooner when idle.
    maxAge: Math.floor(app.deps.config.sessions.maxMs / 1000),
  });
};

export const clearSessionCookie = (app: FastifyInstance, reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.config.secureCookies,
  });
};

/** 401 with where to log in (docs/spec.md §7): the fund's login page when the call concerns a fund. */
export const loginRedirectPath = (portalFundSlug?: string): string =>
  portalFundSlug ? `/fund/login/${encodeURIComponent(portalFundSlug)}` : '/login';

export const requireAuth = (request: FastifyRequest, portalFundSlug?: string): Auth => {
  if (request.auth) return request.auth;
  throw new HttpError(401, 'Please log in to continue.', { redirectPath: loginRedirectPath(portalFundSlug) });
};

/**
 * The account's own settings: never for an admin acting as the investor, nor for a delegate filling in for them,
 * whose settings they are not.
 */
export const requireOwnAccount = (request: FastifyRequest, refusal: string): Auth => {
  const auth = requireAuth(request);
  if (auth.impersonator || auth.delegation) throw new HttpError(403, refusal);
  return auth;
};

/**
 * Whether the caller holds an admin's powers here and now: an admin with a second factor, acting as themself (not as
 * an investor). The one rule every admin route (requireAdmin) and every access rule that lets an admin see more (the
 * data room's documents, any investor's agreement) reads (docs/security.md 'Admins').
 */
export const hasAdminPowers = (auth: Auth): boolean =>
  auth.user.role === 'admin' && auth.impersonator === null && Boolean(auth.user.secondFactorAt);

/** Admin calls are made as the admin, never as the investor being impersonated. */
export const requireAdmin = (request: FastifyRequest): Auth => {
  const auth = requireAuth(request);
  if (auth.user.role !== 'admin') throw new HttpError(403, 'This action is for administrators only.');
  // An admin without a second factor sets one up before any back-office call (docs/security.md).
  if (!auth.user.secondFactorAt) {
    throw new HttpError(403, SECOND_FACTOR_REQUIRED, { redirectPath: TWO_STEP_SETUP_PATH });
  }
  return auth;
};

/** When the user last confirmed who they are in a session, and until when that counts for the sensitive actions. */
export const confirmationOf = (confirmedAt: Date, limits: SessionLimits) => ({
  confirmedAt,
  confirmedUntil: new Date(confirmedAt.getTime() + (limits.stepUpMs ?? DEFAULT_STEP_UP_MS)),
});

/**
 * Before anything sensitive (full tax ids, a fund's bank details): the user must have given their password or a
 * second factor in this session within the last ten minutes (`STEP_UP_MINUTES`), else 403 with `stepUp: true`, and
 * the page asks for it (POST /api/account/confirm) and tries again.
 */
export const requireRecentConfirmation = (auth: Auth, now: Date): void => {
  if (now.getTime() <= auth.confirmedUntil.getTime()) return;
  throw new HttpError(403, CONFIRM_IDENTITY, { stepUp: true });
};
