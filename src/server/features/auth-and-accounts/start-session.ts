// Opening a session at the end of a login, sign-up or second factor: a new session replaces whatever session the
// browser had (no session fixation), and the request goes on as the new session's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginMethod } from '../../../shared/domain/login-method';
import type { AuthDeps } from './auth-deps';
import { confirmationOf, SESSION_COOKIE, setSessionCookie } from './session-auth';
import { sessionEnd } from './sessions-repository';

export const startSession = async (
  app: FastifyInstance,
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  loginMethod: LoginMethod,
): Promise<void> => {
  const { auth: repos, config, now } = deps;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await repos.sessions.deleteByToken(previous);
  const at = now();
  const token = await repos.sessions.create(userId, at, {
    expiresAt: sessionEnd(at, at, config.sessions),
    origin: { userAgent: request.headers['user-agent'], ip: request.ip },
    loginMethod,
  });
  setSessionCookie(app, reply, token);
  const resolved = await repos.sessions.resolve(token, now());
  request.auth = resolved
    ? {
        sessionId: resolved.session.id,
        token,
        user: resolved.user,
        actingUser: resolved.user,
        impersonator: null,
        delegation: null,
        holdsDelegations: resolved.holdsDelegations,
        loginMethod,
        ...confirmationOf(resolved.session.createdAt, config.sessions),
      }
    : null;
};
