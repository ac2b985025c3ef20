// What every change to how an account logs in shares (two-step-routes.ts, passkey-routes.ts): the password again,
// counted like a login (a stolen session alone cannot add or remove a factor), the audit entry, and the mail to the
// account's address with the way back if it was not them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import { NOT_WHILE_ACTING_TWO_STEP, normalizeRecoveryCode } from '../../../shared/api/two-step';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { verifyPassword } from '../../security/password';
import type { AuthDeps } from './auth-deps';
import { type Auth, requireOwnAccount } from './session-auth';
import { createThrottle } from './throttle';
import { newRecoveryCodes } from './totp';

/** The caller's own account: never while an admin acts as the investor. */
export const ownAccountForFactors = (request: FastifyRequest): Auth =>
  requireOwnAccount(request, NOT_WHILE_ACTING_TWO_STEP);

export const createFactorChanges = (app: FastifyInstance, deps: AuthDeps) => {
  const { db, auth: repos, mailer, config } = deps;
  // Guessing a code or the password from a stolen session is as slow as at the login.
  const throttle = createThrottle(app, 'two-step:user', config.rateLimits.loginPerEmail);
  return {
    throttle,
    requirePassword: async (auth: Auth, request: FastifyRequest, password: string) => {
      await throttle(request, auth.user.id);
      const user = await repos.users.findById(auth.user.id);
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        throw new HttpError(400, CURRENT_PASSWORD_WRONG, { fields: { password: CURRENT_PASSWORD_WRONG } });
      }
      return user;
    },
    /** Ten new recovery codes replace the user's old ones; answered once, kept as hashes. */
    issueRecoveryCodes: async (userId: string): Promise<string[]> => {
      const codes = newRecoveryCodes();
      await repos.secondFactors.replaceRecoveryCodes(userId, codes.map(normalizeRecoveryCode));
      return codes;
    },
    audit: (auth: Auth, action: string, details: Record<string, unknown> = {}) =>
      recordAdminAction(deps, { actorUserId: auth.user.id, action, target: auth.user.id, details }),
    mail: (to: string, kind: string, subject: string, text: string) =>
      deliverMail(db, mailer, {
        kind,
        to,
        subject,
        text: `${text}\n\nIf it was not you, reset your password now at ${config.publicUrl}/password-reset and write to investor relations.\n`,
      }),
  };
};
