// A fund's pipeline, a page at a time, and one transaction's detail (docs/admin.md 'Pipeline'). Admins only.
import type { FastifyInstance } from 'fastify';
import {
  PIPELINE_SORT_KEYS,
  PIPELINE_STATUSES,
  type PipelineAnswer,
  type PipelineQuery,
} from '../../../../shared/api/admin-pipeline';

/** The address carries every value as text. */
type PipelineParams = Omit<PipelineQuery, 'limit'> & { limit?: string };

import { objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import {
  type SlugParams,
  slugParamsSchema,
  type TransactionParams,
  transactionIdParamsSchema,
} from '../admin-route-parts';
import { pipelineAnswer, transactionDetailAnswer } from './pipeline-answers';
import { readPipelinePage } from './pipeline-page';
import { transactionDetail } from './transaction-detail';

const pipelineQuerySchema = objectSchema(
  {
    search: { type: 'string', maxLength: 100 },
    status: { enum: [...PIPELINE_STATUSES] },
    sort: { enum: [...PIPELINE_SORT_KEYS] },
    order: { enum: ['asc', 'desc'] },
    after: { type: 'string', minLength: 1, maxLength: 600 },
    before: { type: 'string', minLength: 1, maxLength: 600 },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  },
  [],
);

export const adminPipelineRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.get<{ Params: SlugParams; Querystring: PipelineParams }>(
    '/api/admin/funds/:slug/pipeline',
    { schema: { params: slugParamsSchema, querystring: pipelineQuerySchema, response: { 200: pipelineAnswer } } },
    (request): Promise<PipelineAnswer> => {
      requireAdmin(request);
      const { limit, ...query } = request.query;
      return readPipelinePage(deps, request.params.slug, {
        ...query,
        limit: limit === undefined ? undefined : Number(limit),
      });
    },
  );

  app.get<{ Params: TransactionParams }>(
    '/api/admin/transactions/:transactionId',
    { schema: { params: transactionIdParamsSchema, response: { 200: transactionDetailAnswer } } },
    (request) => {
      requireAdmin(request);
      return transactionDetail(deps, request.params.transactionId);
    },
  );
};
