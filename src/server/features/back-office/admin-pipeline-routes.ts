// A fund's pipeline and one transaction's detail (docs/admin.md 'Pipeline'). Admins only.
import type { FastifyInstance } from 'fastify';
import {
  PIPELINE_SORT_KEYS,
  PIPELINE_STATUSES,
  type PipelineAnswer,
  type PipelineQuery,
} from '../../../shared/api/admin-pipeline';
import { objectSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import type { AdminDeps } from './admin-deps';
import {
  type SlugParams,
  slugParamsSchema,
  type TransactionParams,
  transactionIdParamsSchema,
} from './admin-route-parts';
import { getFund } from './fund-admin';
import { queryPipeline } from './pipeline-query';
import { toPipelineRow } from './pipeline-rows';
import { transactionDetail } from './transaction-detail';

const pipelineQuerySchema = objectSchema(
  {
    search: { type: 'string', maxLength: 100 },
    status: { enum: [...PIPELINE_STATUSES] },
    sort: { enum: [...PIPELINE_SORT_KEYS] },
    order: { enum: ['asc', 'desc'] },
  },
  [],
);

export const adminPipelineRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.get<{ Params: SlugParams; Querystring: PipelineQuery }>(
    '/api/admin/funds/:slug/pipeline',
    { schema: { params: slugParamsSchema, querystring: pipelineQuerySchema } },
    async (request): Promise<PipelineAnswer> => {
      requireAdmin(request);
      const { fund } = await getFund(deps, request.params.slug);
      const all = (await deps.office.pipeline.listByFund(fund.slug)).map(toPipelineRow);
      return { fund: { slug: fund.slug, name: fund.name }, rows: queryPipeline(all, request.query), total: all.length };
    },
  );

  app.get<{ Params: TransactionParams }>(
    '/api/admin/transactions/:transactionId',
    { schema: { params: transactionIdParamsSchema } },
    (request) => {
      requireAdmin(request);
      return transactionDetail(deps, request.params.transactionId);
    },
  );
};
