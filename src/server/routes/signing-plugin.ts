// The e-signature part of the API (DESIGN.md §7) as one Fastify plugin: the signing services with the built-in
// provider, the investor's, co-signers' and admins' routes, and the hourly reminder run.
import type { FastifyInstance } from 'fastify';
import { createSigningDeps } from '../esign/signing-deps';
import { REMINDER_CHECK_INTERVAL_MS, sendSigningReminders } from '../esign/signing-reminders';
import { signingAdminRoutes } from './signing-admin-routes';
import { coSignerRoutes } from './signing-co-signer-routes';
import { signingRoutes } from './signing-routes';

export const signingPlugin = async (app: FastifyInstance): Promise<void> => {
  const deps = createSigningDeps(app.deps);
  await app.register(signingRoutes, { deps });
  await app.register(coSignerRoutes, { deps });
  await app.register(signingAdminRoutes, { deps });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sendSigningReminders(deps).catch((error: unknown) => app.log.error({ err: error }, 'signing reminders failed'));
    }, REMINDER_CHECK_INTERVAL_MS);
    // A pending reminder never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
