import type { SignAnswer, SignRequest } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const signAsInvestor = (request: SignRequest): Promise<SignAnswer> =>
  apiRequest({ endpoint: 'POST /api/signing/sign', path: '/api/signing/sign', method: 'POST', body: request });
