// What anyone may read about the funds (docs/spec.md §7): the fund list, one fund with its portal settings, and the
// configuration lists the forms offer.
import type { FastifyInstance } from 'fastify';
import { fundListRoutes } from './fund-list-routes';
import { fundRoutes } from './fund-routes';
import { createFundsDeps } from './funds-deps';
import { uiConfigRoutes } from './ui-config-routes';

export const fundsPlugin = async (app: FastifyInstance): Promise<void> => {
  const deps = createFundsDeps(app.deps);
  await app.register(fundRoutes, { deps });
  await app.register(fundListRoutes, { deps });
  await app.register(uiConfigRoutes);
};
