// Password reset (docs/design.md §5): always the same answer, a one-hour link by mail when the account exists.
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../answer-schema';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { emailSchema, newPasswordSchema, objectSchema, tokenSchema } from '../../schema-parts';
import { hashPassword } from '../../security/password';
import type { AuthDeps } from './auth-deps';
import { createThrottle } from './throttle';
import { normalizeEmail } from './users-repository';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset the password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please log in.';
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

/** A reset never removes a second factor; the mail says which one still guards the account. */
export const secondFactorLine = (secondFactorAt: Date | null): string =>
  secondFactorAt
    ? 'Two-step verification stays on: logging in still asks for the code of your authenticator app or a recovery code. Nothing else about the account changed.'
    : 'Nothing else about the account changed.';

export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

export const passwordResetRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { db, auth: repos, mailer, config, now } = deps;
  const throttleByAddress = createThrottle(app, 'reset:address', config.rateLimits.passwordResetPerAddress);
  const throttleByEmail = createThrottle(app, 'reset:email', config.rateLimits.passwordResetPerEmail);

  app.post<{ Body: { email: string } }>(
    '/api/password-reset',
    { schema: { body: objectSchema({ email: emailSchema }, ['email']), response: { 200: messageAnswer } } },
    async (request) => {
      await throttleByAddress(request, request.ip);
      await throttleByEmail(request, normalizeEmail(request.body.email));
      const user = await repos.users.findByEmail(request.body.email);
      if (user) {
        const link = resetLink(config.publicUrl, await repos.passwordResets.create(user.id, now()));
        const isSent = await deliverMail(db, mailer, {
          kind: 'password-reset',
          to: user.email,
          subject: 'Reset your Investor Portal password',
          text: `Someone asked to reset the password of your Investor Portal account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
          link,
          action: 'Choose a new password',
        });
        if (!isSent) request.log.warn({ kind: 'password-reset' }, 'reset mail could not be sent');
      }
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/password-reset/confirm',
    {
      schema: {
        body: objectSchema({ token: tokenSchema, password: newPasswordSchema }, ['token', 'password']),
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const userId = await repos.passwordResets.consume(request.body.token, now());
      if (!userId) throw new HttpError(400, RESET_INVALID_MESSAGE);
      await repos.users.setPasswordHash(userId, await hashPassword(request.body.password), now());
      // Whoever knew the old password is signed out everywhere.
      await repos.sessions.deleteAllOfUser(userId);
      // The account's address hears what changed, so that a reset it did not ask for is noticed.
      const user = await repos.users.findById(userId);
      if (user) {
        const isSent = await deliverMail(db, mailer, {
          kind: 'password-reset-done',
          to: user.email,
          subject: 'Your Investor Portal password was reset',
          text: `The password of your Investor Portal account was reset on ${now().toUTCString()} with a link sent to this address, and every session was logged out. ${secondFactorLine(user.secondFactorAt)}

If it was not you, ask for a new link at ${config.publicUrl}/password-reset and write to investor relations.
`,
        });
        if (!isSent) request.log.warn({ kind: 'password-reset-done' }, 'reset notice could not be sent');
      }
      return { message: RESET_DONE_MESSAGE };
    },
  );
};
