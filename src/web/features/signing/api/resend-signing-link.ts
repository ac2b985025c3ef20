import type { ResendRequest, SigningStatusAnswer } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

/** E-mails a co-signer a new link; the earlier one stops working. */
export const resendSigningLink = (request: ResendRequest): Promise<SigningStatusAnswer> =>
  apiRequest({ endpoint: 'POST /api/signing/resend', path: '/api/signing/resend', method: 'POST', body: request });
