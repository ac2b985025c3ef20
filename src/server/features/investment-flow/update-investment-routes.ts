// docs/design.md §5 update-investment: the amount (and reservation) of the caller's transaction while nobody has signed
// its agreement, in integer cents within the fund's minimum and maximum.
import type { FastifyInstance } from 'fastify';
import type { Fund } from '../../../shared/domain/entities';
import { formatUsd } from '../../../shared/domain/money';
import { HttpError } from '../../http-error';
import { idSchema, objectSchema } from '../../schema-parts';
import { requireAuth } from '../auth-and-accounts/public-api';
import { findFund } from '../funds/public-api';
import { flowAnswer } from './flow-answer';
import { flowStepAnswer } from './flow-answers';
import { TRANSACTION_NOT_FOUND, WITHDRAWN_SUBSCRIPTION } from './flow-context';
import type { FlowDeps } from './flow-deps';
import { patchUnsignedAmount } from './patch-unsigned-amount';

type UpdateBody = { transactionIntegrationId: string; amount: number; reservationAmount?: number };

const centsSchema = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;

export const SIGNED_AMOUNT_LOCKED = 'This investment is signed; its amount can no longer change.';

export const amountRangeMessage = (fund: Pick<Fund, 'minimumInvestmentAmount' | 'maximumInvestmentAmount'>): string =>
  fund.maximumInvestmentAmount === null
    ? `Please enter an amount of at least ${formatUsd(fund.minimumInvestmentAmount)}.`
    : `Please enter an amount between ${formatUsd(fund.minimumInvestmentAmount)} and ${formatUsd(fund.maximumInvestmentAmount)}.`;

const isWithin = (cents: number, fund: Pick<Fund, 'minimumInvestmentAmount' | 'maximumInvestmentAmount'>): boolean =>
  cents >= fund.minimumInvestmentAmount &&
  (fund.maximumInvestmentAmount === null || cents <= fund.maximumInvestmentAmount);

export const updateInvestmentRoutes = async (app: FastifyInstance, { deps }: { deps: FlowDeps }): Promise<void> => {
  const { flow: repos } = deps;

  app.post<{ Body: UpdateBody }>(
    '/api/update-investment',
    {
      schema: {
        body: objectSchema(
          { transactionIntegrationId: idSchema, amount: centsSchema, reservationAmount: centsSchema },
          ['transactionIntegrationId', 'amount'],
        ),
        response: { 200: flowStepAnswer },
      },
    },
    async (request) => {
      const { transactionIntegrationId, amount, reservationAmount } = request.body;
      const userId = requireAuth(request).actingUser.id;
      const record = await repos.transactions.findOwned(transactionIntegrationId, userId);
      if (!record) throw new HttpError(404, TRANSACTION_NOT_FOUND);
      const { transaction } = record;
      if (transaction.withdrawalDate !== null) throw new HttpError(409, WITHDRAWN_SUBSCRIPTION);
      if (transaction.subscriptionAgreementDate !== null || transaction.completionDate !== null) {
        throw new HttpError(400, SIGNED_AMOUNT_LOCKED);
      }
      const found = await findFund(deps.db, transaction.portalFundSlug);
      if (!found) throw new HttpError(404, TRANSACTION_NOT_FOUND);
      const fields: Record<string, string> = {};
      if (!isWithin(amount, found.fund)) fields.amount = amountRangeMessage(found.fund);
      if (reservationAmount !== undefined && !isWithin(reservationAmount, found.fund)) {
        fields.reservationAmount = amountRangeMessage(found.fund);
      }
      const [first] = Object.values(fields);
      if (first) throw new HttpError(400, first, { fields });
      const isSaved = await patchUnsignedAmount(deps, {
        transactionId: transaction.integrationId,
        userId,
        version: record.version,
        patch: { amount, ...(reservationAmount !== undefined && { reservationAmount }) },
      });
      if (!isSaved) throw new HttpError(409, 'This investment was changed in another window. Please reload.');
      return flowAnswer(repos, userId, {
        transactionIntegrationId,
        currentStep: record.currentStep,
      });
    },
  );
};
