// The fund's change request on a signed agreement (docs/admin.md 'Change requests') and bulk work on a fund's pipeline
// (docs/admin.md 'Bulk actions'). Admins only; writes are POST.
import type { FastifyInstance } from 'fastify';
import { BULK_MAX, type BulkCountersignRequest, type BulkRequest } from '../../../../shared/api/admin-bulk';
import type { ChangeRequestBody } from '../../../../shared/api/change-requests';
import {
  CHANGE_NOTE_MAX,
  CHANGE_REQUEST_FIELDS_MAX,
  CHANGE_REQUEST_MODES,
} from '../../../../shared/domain/change-requests';
import { HttpError } from '../../../http-error';
import { idSchema, objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import { findFund } from '../../funds/public-api';
import { evidenceOf } from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import {
  type SlugParams,
  slugParamsSchema,
  type TransactionParams,
  transactionIdParamsSchema,
} from '../admin-route-parts';
import { bulkAnswer, csvAnswer, transactionDetailAnswer } from '../pipeline/pipeline-answers';
import { transactionDetail } from '../pipeline/transaction-detail';
import { sendRemindersNow } from '../reminders/reminder-job';
import { exportSelectedCsv, runBulk } from './bulk-actions';
import { requestChange } from './change-requests';
import { countersignTransaction, fundSignatory, STOP_ACTING_FIRST, TITLE_MAX } from './countersign';
import { approveTransaction } from './decisions';

const changeRequestBodySchema = objectSchema(
  {
    mode: { enum: [...CHANGE_REQUEST_MODES] },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: CHANGE_REQUEST_FIELDS_MAX,
      items: objectSchema(
        {
          field: { type: 'string', minLength: 1, maxLength: 100 },
          note: { type: 'string', maxLength: CHANGE_NOTE_MAX * 2 },
        },
        ['field', 'note'],
      ),
    },
  },
  ['mode', 'items'],
);

const transactionIdsSchema = { type: 'array', minItems: 1, maxItems: BULK_MAX, items: idSchema } as const;
const bulkBodySchema = objectSchema({ transactionIds: transactionIdsSchema }, ['transactionIds']);

export const adminChangeRequestRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.post<{ Params: TransactionParams; Body: ChangeRequestBody }>(
    '/api/admin/transactions/:transactionId/change-request',
    {
      schema: {
        params: transactionIdParamsSchema,
        body: changeRequestBodySchema,
        response: { 200: transactionDetailAnswer },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const { transactionId } = request.params;
      await requestChange(deps, {
        adminId: auth.user.id,
        transactionId,
        body: request.body,
        evidence: evidenceOf(request, deps.now()),
      });
      return transactionDetail(deps, transactionId);
    },
  );

  app.post<{ Params: SlugParams; Body: BulkRequest }>(
    '/api/admin/funds/:slug/bulk/approve',
    { schema: { params: slugParamsSchema, body: bulkBodySchema, response: { 200: bulkAnswer } } },
    (request) => {
      const auth = requireAdmin(request);
      return runBulk(deps, request.log, {
        action: 'approve',
        slug: request.params.slug,
        transactionIds: request.body.transactionIds,
        act: (transactionId) => approveTransaction(deps, auth.user.id, transactionId),
      });
    },
  );

  app.post<{ Params: SlugParams; Body: BulkCountersignRequest }>(
    '/api/admin/funds/:slug/bulk/countersign',
    {
      schema: {
        params: slugParamsSchema,
        body: objectSchema(
          { transactionIds: transactionIdsSchema, signatoryTitle: { type: 'string', maxLength: TITLE_MAX * 2 } },
          ['transactionIds'],
        ),
        response: { 200: bulkAnswer },
      },
    },
    (request) => {
      const { user, impersonator } = requireAdmin(request);
      if (impersonator) throw new HttpError(403, STOP_ACTING_FIRST);
      const signatory = fundSignatory(user, request.body.signatoryTitle);
      return runBulk(deps, request.log, {
        action: 'countersign',
        slug: request.params.slug,
        transactionIds: request.body.transactionIds,
        act: (transactionId) =>
          countersignTransaction(deps, { signatory, transactionId, evidence: evidenceOf(request, deps.now()) }),
      });
    },
  );

  app.post<{ Params: SlugParams; Body: BulkRequest }>(
    '/api/admin/funds/:slug/bulk/remind',
    { schema: { params: slugParamsSchema, body: bulkBodySchema, response: { 200: bulkAnswer } } },
    (request) => {
      const auth = requireAdmin(request);
      return runBulk(deps, request.log, {
        action: 'remind',
        slug: request.params.slug,
        transactionIds: request.body.transactionIds,
        act: (transactionId) => sendRemindersNow(deps, auth.user.id, transactionId),
      });
    },
  );

  app.post<{ Params: SlugParams; Body: BulkRequest }>(
    '/api/admin/funds/:slug/bulk/export.csv',
    { schema: { params: slugParamsSchema, body: bulkBodySchema, response: { 200: csvAnswer } } },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { slug } = request.params;
      if (!(await findFund(deps.db, slug))) throw new HttpError(404, 'Fund not found.');
      const { csv } = await exportSelectedCsv(deps, {
        adminId: auth.user.id,
        slug,
        transactionIds: request.body.transactionIds,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${slug}-selected.csv"`)
        .send(csv);
    },
  );
};
