// Identity checks' screening (docs/kyc.md) as one Fastify plugin: the back office's queue and decisions.
import type { FastifyInstance } from 'fastify';
import { createScreeningDeps } from './screening-deps';
import { screeningRoutes } from './screening-routes';

export const screeningPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(screeningRoutes, { deps: createScreeningDeps(app.deps) });
};
