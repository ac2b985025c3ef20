import type { InvestorWireAnswer } from '../../../shared/api/wire-instructions';
import { apiRequest } from '../../lib/api/http';

/** The fund's confirmed wire instructions for an approved subscription of the investor's own. */
export const getWireInstructions = (transactionIntegrationId: string): Promise<InvestorWireAnswer> =>
  apiRequest({
    endpoint: 'GET /api/investments/:id/wire-instructions',
    path: `/api/investments/${encodeURIComponent(transactionIntegrationId)}/wire-instructions`,
  });
