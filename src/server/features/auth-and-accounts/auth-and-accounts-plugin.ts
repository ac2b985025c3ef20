// Logging in and out, signing up and resetting a password (SPEC §2, §7) as one Fastify plugin.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { passwordResetRoutes } from './password-reset-routes';

export const authAndAccountsPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
};
