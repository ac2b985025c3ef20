// A fund's dashboard and funnel (docs/admin.md 'Fund dashboard', 'Funnel'). Admins only; read-only.
import type { FastifyInstance } from 'fastify';
import type { DashboardQuery, FunnelQuery } from '../../../../shared/api/admin-fund-operations';
import { objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { type SlugParams, slugParamsSchema } from '../admin-route-parts';
import { createFundDashboardRepository } from './fund-dashboard-repository';
import { createFundFunnelRepository } from './fund-funnel-repository';
import { type FundOperationsDeps, fundDashboard, fundFunnel } from './fund-operations';
import { fundDashboardAnswer, fundFunnelAnswer } from './fund-operations-answers';

// Shapes only; whether the days exist and follow each other is the form's schema (funnel-range.schema.ts).
const day = { type: 'string', maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const dashboardQuerySchema = objectSchema({ from: day, to: day }, []);
const funnelQuerySchema = objectSchema(
  { from: day, to: day, idleDays: { type: 'string', pattern: '^[0-9]{1,3}$' } },
  [],
);

export const adminFundOperationsRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  const operations: FundOperationsDeps = {
    ...deps,
    dashboard: createFundDashboardRepository(deps.db),
    funnel: createFundFunnelRepository(deps.db),
  };

  app.get<{ Params: SlugParams; Querystring: DashboardQuery }>(
    '/api/admin/funds/:slug/dashboard',
    {
      schema: { params: slugParamsSchema, querystring: dashboardQuerySchema, response: { 200: fundDashboardAnswer } },
    },
    (request) => {
      requireAdmin(request);
      return fundDashboard(operations, request.params.slug, request.query);
    },
  );

  app.get<{ Params: SlugParams; Querystring: FunnelQuery }>(
    '/api/admin/funds/:slug/funnel',
    { schema: { params: slugParamsSchema, querystring: funnelQuerySchema, response: { 200: fundFunnelAnswer } } },
    (request) => {
      requireAdmin(request);
      return fundFunnel(operations, request.params.slug, request.query);
    },
  );
};
