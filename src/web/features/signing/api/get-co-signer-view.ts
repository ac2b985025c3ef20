import type { SigningView } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const getCoSignerView = (signerId: string): Promise<SigningView> =>
  apiRequest({
    endpoint: 'GET /api/signing/co-signer/:id',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}`,
  });
