// Account settings for the account's security (docs/security.md 'Account settings'): change the password with the
// current one, see the sessions logged in, and log out everywhere else. Every change is audited and the password change
// is e-mailed. Never for an admin acting as the investor, edits confirmed or not: those are the investor's own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AccountSessionsAnswer,
  CURRENT_PASSWORD_WRONG,
  deviceOf,
  NOT_WHILE_ACTING,
  type OtherSessionsEndedAnswer,
  PASSWORD_CHANGED,
  type PasswordChangedAnswer,
  SAME_PASSWORD,
} from '../../../shared/api/account-security';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { newPasswordSchema, objectSchema, passwordSchema } from '../../schema-parts';
import { hashPassword, verifyPassword } from '../../security/password';
import { accountSessionsAnswer, otherSessionsEndedAnswer, passwordChangedAnswer } from './account-answers';
import type { AuthDeps } from './auth-deps';
import { type Auth, requireOwnAccount } from './session-auth';
import { createThrottle } from './throttle';

type PasswordBody = { currentPassword: string; newPassword: string };

const ownAccount = (request: FastifyRequest): Auth => requireOwnAccount(request, NOT_WHILE_ACTING);

export const accountSecurityRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { db, auth: repos, mailer, config, now } = deps;
  // Guessing the current password from a stolen session is as slow as guessing it at the login.
  const throttle = createThrottle(app, 'password-change:user', config.rateLimits.loginPerEmail);
  const audit = (auth: Auth, action: string, details: Record<string, unknown>) =>
    recordAdminAction(app.deps, { actorUserId: auth.user.id, action, target: auth.user.id, details });

  app.post<{ Body: PasswordBody }>(
    '/api/account/password',
    {
      schema: {
        body: objectSchema({ currentPassword: passwordSchema, newPassword: newPasswordSchema }, [
          'currentPassword',
          'newPassword',
        ]),
        response: { 200: passwordChangedAnswer },
      },
    },
    async (request): Promise<PasswordChangedAnswer> => {
      const auth = ownAccount(request);
      await throttle(request, auth.user.id);
      const user = await repos.users.findById(auth.user.id);
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new HttpError(400, CURRENT_PASSWORD_WRONG, { fields: { currentPassword: CURRENT_PASSWORD_WRONG } });
      }
      if (currentPassword === newPassword) {
        throw new HttpError(400, SAME_PASSWORD, { fields: { newPassword: SAME_PASSWORD } });
      }
      await repos.users.setPasswordHash(user.id, await hashPassword(newPassword), now());
      // Whoever knew the old password is logged out; this browser stays in.
      const loggedOutSessions = await repos.sessions.deleteOthersOfUser(user.id, auth.sessionId);
      await audit(auth, 'account.password-changed', { loggedOutSessions });
      const isMailed = await deliverMail(db, mailer, {
        kind: 'password-changed',
        to: user.email,
        subject: 'Your Investor Portal password was changed',
        text: `The password of your Investor Portal account was changed on ${now().toUTCString()}, and every other session was logged out.\n\nIf it was not you, reset your password now at ${config.publicUrl}/password-reset and write to investor relations.\n`,
      });
      if (!isMailed) request.log.warn({ kind: 'password-changed' }, 'password change mail could not be sent');
      return { message: PASSWORD_CHANGED, loggedOutSessions };
    },
  );

  app.get(
    '/api/account/sessions',
    { schema: { response: { 200: accountSessionsAnswer } } },
    async (request): Promise<AccountSessionsAnswer> => {
      const auth = ownAccount(request);
      const open = await repos.sessions.listOpen(auth.user.id, now());
      return {
        // This session first, then the others, newest first.
        sessions: [...open.filter((s) => s.id === auth.sessionId), ...open.filter((s) => s.id !== auth.sessionId)].map(
          (session) => ({
            id: session.id,
            device: deviceOf(session.userAgent),
            ip: session.ip,
            createdAt: session.createdAt.toISOString(),
            isCurrent: session.id === auth.sessionId,
          }),
        ),
      };
    },
  );

  app.post(
    '/api/account/sessions/log-out-others',
    { schema: { body: objectSchema({}, []), response: { 200: otherSessionsEndedAnswer } } },
    async (request): Promise<OtherSessionsEndedAnswer> => {
      const auth = ownAccount(request);
      const loggedOutSessions = await repos.sessions.deleteOthersOfUser(auth.user.id, auth.sessionId);
      await audit(auth, 'account.sessions-ended', { loggedOutSessions });
      return { loggedOutSessions };
    },
  );
};
