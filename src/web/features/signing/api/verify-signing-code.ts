import type { SigningView, VerifyCodeRequest } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const verifySigningCode = (signerId: string, code: string): Promise<SigningView> =>
  apiRequest({
    endpoint: 'POST /api/signing/co-signer/:id/verify',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}/verify`,
    method: 'POST',
    body: { code } satisfies VerifyCodeRequest,
  });
