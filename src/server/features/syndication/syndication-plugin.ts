// The syndication program as one Fastify plugin (docs/syndication.md): the investor's sign-up, its two upload steps
// (with their own body limit) and the back office's review, on e-signature's provider for the NDA.
import type { FastifyInstance } from 'fastify';
import type { SignatureProvider } from '../signing/public-api';
import { adminVerificationRoutes } from './admin-verification-routes';
import { createSyndicationDeps } from './syndication-deps';
import { syndicationRoutes } from './syndication-routes';
import { syndicationUploadRoutes } from './syndication-upload-routes';

export const syndicationPlugin = async (
  app: FastifyInstance,
  options: { provider?: SignatureProvider } = {},
): Promise<void> => {
  const deps = createSyndicationDeps(app.deps, options.provider);
  await app.register(syndicationRoutes, { deps });
  await app.register(syndicationUploadRoutes, { deps });
  await app.register(adminVerificationRoutes, { deps });
};
