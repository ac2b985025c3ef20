// Changing the login e-mail (docs/security.md 'Account settings'): asked in settings with the current password, made
// when the link mailed to the new address is opened (a POST from the page, never the GET of the link). The old
// address hears of the request and of the change; both are audited. Never for an admin acting as the investor.
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_NOT_WHILE_ACTING,
  EMAIL_TAKEN,
  EMAIL_TAKEN_SINCE,
  type EmailChangedAnswer,
  type EmailChangeRequestedAnswer,
  emailChangedMessage,
  emailChangeRequestedMessage,
  SAME_EMAIL,
} from '../../../shared/api/account-email';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import { checkEmailChange } from '../../../shared/schemas/account/email-change.schema';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import type { MailMessage } from '../../mail/mailer';
import { objectSchema, tokenSchema } from '../../schema-parts';
import { verifyPassword } from '../../security/password';
import { emailChangedAnswer, emailChangeRequestedAnswer } from './account-answers';
import { confirmNewEmailMail, emailChangedMail, emailChangeLink, emailChangeRequestedMail } from './account-email-mail';
import type { AuthDeps } from './auth-deps';
import { requireOwnAccount } from './session-auth';
import { createMailThrottle, createThrottle } from './throttle';

/** Types only: a missing or malformed field gets the shared schema's own message. */
const requestBodySchema = objectSchema(
  { newEmail: { type: 'string', maxLength: 1000 }, currentPassword: { type: 'string', maxLength: 1000 } },
  [],
);

const refuse = (field: 'newEmail' | 'currentPassword', message: string): HttpError =>
  new HttpError(400, message, { fields: { [field]: message } });

export const accountEmailRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { db, auth: repos, mailer, config, now } = deps;
  // The same count as the password change's: guessing the current password here is as slow as there and at the login.
  const throttle = createThrottle(app, 'password-change:user', config.rateLimits.loginPerEmail);
  const mailThrottle = createMailThrottle(app);
  const send = async (mail: MailMessage, log: FastifyInstance['log']) => {
    if (!(await deliverMail(db, mailer, mail))) log.warn({ kind: mail.kind }, 'account e-mail could not be sent');
  };

  app.post(
    '/api/account/email',
    { schema: { body: requestBodySchema, response: { 200: emailChangeRequestedAnswer } } },
    async (request): Promise<EmailChangeRequestedAnswer> => {
      const auth = requireOwnAccount(request, EMAIL_CHANGE_NOT_WHILE_ACTING);
      await throttle(request, auth.user.id);
      const { values, errors } = checkEmailChange(request.body);
      if (!values) throw new HttpError(400, errors.newEmail ?? errors.currentPassword ?? '', { fields: errors });
      const user = await repos.users.findById(auth.user.id);
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      if (!(await verifyPassword(values.currentPassword, user.passwordHash))) {
        throw refuse('currentPassword', CURRENT_PASSWORD_WRONG);
      }
      // Only past the password does the form say whether an address is taken, and no more than sign-up says.
      const newEmail = values.newEmail.toLowerCase();
      if (newEmail === user.email) throw refuse('newEmail', SAME_EMAIL);
      if (await repos.users.findByEmail(newEmail)) throw refuse('newEmail', EMAIL_TAKEN);
      await mailThrottle(request, { account: user.id, recipient: newEmail });

      const at = now();
      const token = await repos.emailChanges.create({ userId: user.id, newEmail, passwordHash: user.passwordHash }, at);
      await recordAdminAction(app.deps, {
        actorUserId: user.id,
        action: 'account.email-change-requested',
        target: user.id,
        details: { to: newEmail },
      });
      await send(confirmNewEmailMail({ to: newEmail, link: emailChangeLink(config.publicUrl, token) }), request.log);
      await send(emailChangeRequestedMail({ to: user.email, newEmail, at, publicUrl: config.publicUrl }), request.log);
      return { message: emailChangeRequestedMessage(newEmail) };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/account/email/confirm',
    { schema: { body: objectSchema({ token: tokenSchema }, ['token']), response: { 200: emailChangedAnswer } } },
    async (request): Promise<EmailChangedAnswer> => {
      if (request.auth?.impersonator) throw new HttpError(403, EMAIL_CHANGE_NOT_WHILE_ACTING);
      const at = now();
      const outcome = await repos.emailChanges.confirm(request.body.token, at, request.auth?.sessionId ?? null);
      if (outcome.kind === 'invalid') throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID);
      if (outcome.kind === 'taken') throw new HttpError(400, EMAIL_TAKEN_SINCE);
      const { userId, from, to, loggedOutSessions } = outcome;
      await recordAdminAction(app.deps, {
        actorUserId: userId,
        action: 'account.email-changed',
        target: userId,
        details: { from, to, loggedOutSessions },
      });
      await send(emailChangedMail({ to: from, newEmail: to, at, phone: config.investorRelationsPhone }), request.log);
      return { message: emailChangedMessage(to), email: to, isLoggedIn: request.auth?.user.id === userId };
    },
  );
};
