// The back office's review of the syndication sign-up (docs/syndication.md 'Review'): the queue, pending first and
// filtered by status; each upload, inline; and the decision, approve or deny with a reason. Admins only.
import type { FastifyInstance } from 'fastify';
import type {
  VerificationDecisionAnswer,
  VerificationDecisionRequest,
  VerificationQueueAnswer,
} from '../../../shared/api/syndication';
import { DECISIONS, WORK_ITEM_STATUSES, type WorkItemStatus } from '../../../shared/domain/codes';
import { idSchema, objectSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import { REASON_MAX } from '../back-office/public-api';
import { uploadFileAnswer, verificationDecisionAnswer, verificationQueueAnswer } from './syndication-answers';
import type { SyndicationDeps } from './syndication-deps';
import { sendUpload } from './upload-answer';
import { decideVerification, openVerificationDocument, verificationQueue } from './verification-review';

type Params = { verificationId: string };
const params = objectSchema({ verificationId: idSchema }, ['verificationId']);

export const adminVerificationRoutes = async (
  app: FastifyInstance,
  { deps }: { deps: SyndicationDeps },
): Promise<void> => {
  app.get<{ Querystring: { status?: WorkItemStatus } }>(
    '/api/admin/verifications',
    {
      schema: {
        querystring: objectSchema({ status: { enum: [...WORK_ITEM_STATUSES] } }, []),
        response: { 200: verificationQueueAnswer },
      },
    },
    async (request): Promise<VerificationQueueAnswer> => {
      requireAdmin(request);
      return { verifications: await verificationQueue(deps, request.query.status) };
    },
  );

  app.get<{ Params: Params }>(
    '/api/admin/verifications/:verificationId/document',
    { schema: { params, response: { 200: uploadFileAnswer } } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      return sendUpload(reply, await openVerificationDocument(deps, user, request.params.verificationId));
    },
  );

  app.post<{ Params: Params; Body: VerificationDecisionRequest }>(
    '/api/admin/verifications/:verificationId/decision',
    {
      schema: {
        params,
        body: objectSchema(
          { decision: { enum: [...DECISIONS] }, reason: { type: 'string', maxLength: REASON_MAX * 2 } },
          ['decision'],
        ),
        response: { 200: verificationDecisionAnswer },
      },
    },
    async (request): Promise<VerificationDecisionAnswer> => {
      const { user } = requireAdmin(request);
      return {
        verification: await decideVerification(deps, user, request.params.verificationId, request.body),
      };
    },
  );
};
