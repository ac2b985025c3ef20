import type { CoSignerSignRequest, SigningView } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const signAsCoSigner = (signerId: string, request: CoSignerSignRequest): Promise<SigningView> =>
  apiRequest({
    endpoint: 'POST /api/signing/co-signer/:id/sign',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}/sign`,
    method: 'POST',
    body: request,
  });
