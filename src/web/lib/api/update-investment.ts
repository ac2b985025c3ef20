import type { StepAnswer } from './api-types';
import { apiRequest } from './http';

/** The commitment of a transaction, in cents, within the fund's minimum and maximum. */
export const updateInvestment = (transactionIntegrationId: string, amount: number): Promise<StepAnswer> =>
  apiRequest({
    endpoint: 'POST /api/update-investment',
    path: '/api/update-investment',
    method: 'POST',
    body: { transactionIntegrationId, amount },
  });
