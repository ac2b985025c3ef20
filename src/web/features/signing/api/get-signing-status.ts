import type { SigningStatusAnswer } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

/** Who has signed the transaction's agreement and who still has to. */
export const getSigningStatus = (
  transactionIntegrationId: string,
  signal?: AbortSignal,
): Promise<SigningStatusAnswer> =>
  apiRequest({
    endpoint: 'GET /api/signing/transactions/:id/status',
    path: `/api/signing/transactions/${encodeURIComponent(transactionIntegrationId)}/status`,
    ...(signal && { signal }),
  });
