import type { OpenSigningRequest, SigningView } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

/** Opens the embedded signing of the investor's transaction; the agreement is prepared on the way. */
export const openInvestorSigning = (transactionIntegrationId: string): Promise<SigningView> =>
  apiRequest({
    endpoint: 'POST /api/signing/session',
    path: '/api/signing/session',
    method: 'POST',
    body: { transactionIntegrationId } satisfies OpenSigningRequest,
  });
