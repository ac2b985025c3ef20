import type { CoSignerConsentRequest, SigningView } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

export const acceptCoSignerDisclosure = (signerId: string, request: CoSignerConsentRequest): Promise<SigningView> =>
  apiRequest({
    endpoint: 'POST /api/signing/co-signer/:id/consent',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}/consent`,
    method: 'POST',
    body: request,
  });
