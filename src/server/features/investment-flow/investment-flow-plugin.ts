// The investment flow (docs/spec.md §3, §4, §7) as one Fastify plugin: the investor's portfolio, submit and Previous, and the
// amount of an investment, and the investor's withdrawal. The machine computes every step; these routes store what it decides.
import type { FastifyInstance } from 'fastify';
import { createFlowDeps } from './flow-deps';
import { flowRoutes } from './flow-routes';
import { decoratePortfolioRead } from './portfolio-session';
import { updateInvestmentRoutes } from './update-investment-routes';
import { userInvestmentsRoutes } from './user-investments-routes';
import { withdrawInvestmentRoutes } from './withdraw-investment-routes';

export const investmentFlowPlugin = async (app: FastifyInstance): Promise<void> => {
  decoratePortfolioRead(app);
  const deps = createFlowDeps(app.deps);
  await app.register(userInvestmentsRoutes, { deps });
  await app.register(flowRoutes, { deps });
  await app.register(updateInvestmentRoutes, { deps });
  await app.register(withdrawInvestmentRoutes, { deps });
};
