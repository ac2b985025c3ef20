// Logging in and out (with two-step verification and passkeys), signing up, resetting and changing a password, the
// account's sessions, its login e-mail, its e-mail choices and its delegates (docs/spec.md §2, §7) as one Fastify plugin.
import type { FastifyInstance } from 'fastify';
import { accountEmailRoutes } from './account-email-routes';
import { accountSecurityRoutes } from './account-security-routes';
import type { AuthDeps } from './auth-deps';
import { authRoutes } from './auth-routes';
import { delegationRoutes } from './delegation-routes';
import { notificationPreferencesRoutes } from './notification-preferences-routes';
import { passkeyRoutes } from './passkey-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { twoStepLoginRoutes } from './two-step-login-routes';
import { twoStepRoutes } from './two-step-routes';

export const authAndAccountsPlugin = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  await app.register(authRoutes, { deps });
  await app.register(twoStepLoginRoutes, { deps });
  await app.register(passwordResetRoutes, { deps });
  await app.register(accountSecurityRoutes, { deps });
  await app.register(twoStepRoutes, { deps });
  await app.register(passkeyRoutes, { deps });
  await app.register(accountEmailRoutes, { deps });
  await app.register(notificationPreferencesRoutes, { deps });
  await app.register(delegationRoutes, { deps });
};
