// The e-signature part of the API (docs/design.md §7) as one Fastify plugin: the signing services with the built-in
// provider, and the investor's, co-signers' and admins' routes. Co-signers' reminders are sent by the back office's
// reminder job (docs/admin.md 'Reminders'), the one schedule that honours pauses, backoff and the cap.
import type { FastifyInstance } from 'fastify';
import { signingAdminRoutes } from './signing-admin-routes';
import { coSignerRoutes } from './signing-co-signer-routes';
import { createSigningDeps } from './signing-deps';
import { signingRoutes } from './signing-routes';

export const signingPlugin = async (app: FastifyInstance): Promise<void> => {
  const deps = createSigningDeps(app.deps);
  await app.register(signingRoutes, { deps });
  await app.register(coSignerRoutes, { deps });
  await app.register(signingAdminRoutes, { deps });
};
