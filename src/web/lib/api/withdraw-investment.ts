import type { WithdrawalAnswer } from '../../../shared/schemas/withdrawal.schema';
import { apiRequest } from './http';

/** The investor withdraws a signed subscription the fund has not countersigned, saying why (docs/admin.md). */
export const withdrawInvestment = (transactionIntegrationId: string, reason: string): Promise<WithdrawalAnswer> =>
  apiRequest({
    endpoint: 'POST /api/withdraw-investment',
    path: '/api/withdraw-investment',
    method: 'POST',
    body: { transactionIntegrationId, reason },
  });
