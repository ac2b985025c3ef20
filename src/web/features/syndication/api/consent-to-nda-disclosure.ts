import type { NdaConsentRequest, NdaView } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';

/** ESIGN consent to the disclosure shown (named by its SHA-256) before the NDA is signed. */
export const consentToNdaDisclosure = (disclosureSha256: string): Promise<NdaView> =>
  apiRequest({
    endpoint: 'POST /api/syndication/nda/consent',
    path: '/api/syndication/nda/consent',
    method: 'POST',
    body: { disclosureSha256 } satisfies NdaConsentRequest,
  });
