// The fund's decisions on a transaction (docs/admin.md 'Decisions'): approve, reject with a reason, record its dates,
// and countersign through the signature provider. Each answers the transaction's new detail. Admins only.
import type { FastifyInstance } from 'fastify';
import type {
  CountersignRequestBody,
  RejectRequest,
  TransactionDatesRequest,
} from '../../../../shared/api/admin-transaction';
import { HttpError } from '../../../http-error';
import { emptyBodySchema, objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import { evidenceOf } from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import { isoOrNullSchema, type TransactionParams, transactionIdParamsSchema } from '../admin-route-parts';
import { transactionDetailAnswer } from '../pipeline/pipeline-answers';
import { transactionDetail } from '../pipeline/transaction-detail';
import { countersignTransaction, fundSignatory, STOP_ACTING_FIRST, TITLE_MAX } from './countersign';
import { approveTransaction, REASON_MAX, recordTransactionDates, rejectTransaction } from './decisions';

export const adminDecisionRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  const params = transactionIdParamsSchema;
  const response = { 200: transactionDetailAnswer };

  app.post<{ Params: TransactionParams }>(
    '/api/admin/transactions/:transactionId/approve',
    { schema: { params, body: emptyBodySchema, response } },
    async (request) => {
      const auth = requireAdmin(request);
      await approveTransaction(deps, auth.user.id, request.params.transactionId);
      return transactionDetail(deps, request.params.transactionId);
    },
  );

  app.post<{ Params: TransactionParams; Body: RejectRequest }>(
    '/api/admin/transactions/:transactionId/reject',
    {
      schema: {
        params,
        body: objectSchema({ reason: { type: 'string', maxLength: REASON_MAX * 2 } }, ['reason']),
        response,
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      await rejectTransaction(deps, auth.user.id, request.params.transactionId, request.body.reason);
      return transactionDetail(deps, request.params.transactionId);
    },
  );

  app.post<{ Params: TransactionParams; Body: TransactionDatesRequest }>(
    '/api/admin/transactions/:transactionId/dates',
    {
      schema: {
        params,
        body: objectSchema(
          {
            fundsTransferDate: isoOrNullSchema,
            proofOfAccreditationDate: isoOrNullSchema,
            completionDate: isoOrNullSchema,
          },
          [],
        ),
        response,
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      await recordTransactionDates(deps, auth.user.id, request.params.transactionId, request.body);
      return transactionDetail(deps, request.params.transactionId);
    },
  );

  app.post<{ Params: TransactionParams; Body: CountersignRequestBody }>(
    '/api/admin/transactions/:transactionId/countersign',
    {
      schema: {
        params,
        body: objectSchema({ signatoryTitle: { type: 'string', maxLength: TITLE_MAX * 2 } }, []),
        response,
      },
    },
    async (request) => {
      const { user, impersonator } = requireAdmin(request);
      if (impersonator) throw new HttpError(403, STOP_ACTING_FIRST);
      const signatory = fundSignatory(user, request.body.signatoryTitle);
      const { transactionId } = request.params;
      const evidence = evidenceOf(request, deps.now());
      const envelope = await countersignTransaction(deps, { signatory, transactionId, evidence });
      return transactionDetail(deps, transactionId, { envelope });
    },
  );
};
