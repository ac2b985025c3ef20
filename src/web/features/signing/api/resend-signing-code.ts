import type { MessageAnswer } from '../../../lib/api/api-types';
import { apiRequest } from '../../../lib/api/http';

export const resendSigningCode = (signerId: string): Promise<MessageAnswer> =>
  apiRequest({
    endpoint: 'POST /api/signing/co-signer/:id/code',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}/code`,
    method: 'POST',
    body: {},
  });
