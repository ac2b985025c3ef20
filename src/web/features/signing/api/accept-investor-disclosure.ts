import type { ConsentRequest, SigningView } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const acceptInvestorDisclosure = (request: ConsentRequest): Promise<SigningView> =>
  apiRequest({ endpoint: 'POST /api/signing/consent', path: '/api/signing/consent', method: 'POST', body: request });
