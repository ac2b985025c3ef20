// POST /api/withdraw-investment (docs/admin.md 'Withdrawals'): the investor withdraws one of their subscriptions with a
// reason (never a delegate or an admin acting as them: 403), checked with the summary dialog's schema. 404 for anyone else's, 409 with
// the lifecycle's words once the fund has countersigned it, declined it, or it was withdrawn already.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { WITHDRAWAL_OWN_ONLY } from '../../../shared/api/delegates';
import {
  type WithdrawalAnswer,
  type WithdrawalBody,
  withdrawalSchema,
} from '../../../shared/schemas/withdrawal.schema';
import { HttpError } from '../../http-error';
import { idSchema, objectSchema } from '../../schema-parts';
import { requireAuth } from '../auth-and-accounts/public-api';
import { evidenceOf } from '../signing/public-api';
import type { FlowDeps } from './flow-deps';
import { withdrawInvestment } from './withdraw-investment';

const checkedReason = (body: WithdrawalBody): string => {
  try {
    return withdrawalSchema.validateSync({ reason: body.reason }, { abortEarly: true }).reason;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new HttpError(400, error.message, { fields: { reason: error.message } });
  }
};

export const withdrawInvestmentRoutes = async (app: FastifyInstance, { deps }: { deps: FlowDeps }): Promise<void> => {
  app.post<{ Body: WithdrawalBody }>(
    '/api/withdraw-investment',
    {
      schema: {
        body: objectSchema({ transactionIntegrationId: idSchema, reason: { type: 'string', maxLength: 10_000 } }, [
          'transactionIntegrationId',
          'reason',
        ]),
        response: {
          200: objectSchema({ transactionIntegrationId: { type: 'string' }, withdrawalDate: { type: 'string' } }, [
            'transactionIntegrationId',
            'withdrawalDate',
          ]),
        },
      },
    },
    async (request): Promise<WithdrawalAnswer> => {
      // The investor's own act, like a signature: never an admin acting as them (a delegate is refused before this).
      const auth = requireAuth(request);
      if (auth.impersonator || auth.delegation) throw new HttpError(403, WITHDRAWAL_OWN_ONLY);
      const reason = checkedReason(request.body);
      return withdrawInvestment(deps, {
        userId: auth.user.id,
        actorUserId: auth.user.id,
        transactionId: request.body.transactionIntegrationId,
        reason,
        evidence: evidenceOf(request, app.deps.now()),
      });
    },
  );
};
