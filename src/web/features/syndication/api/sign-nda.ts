import type { AdoptedSignature } from '../../../../shared/api/signing';
import type { NdaSignRequest, SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';

/** Signs the NDA with the adopted signature and the stated intent to sign; answers where the investor now stands. */
export const signNda = (signature: AdoptedSignature): Promise<SyndicationStatusAnswer> =>
  apiRequest({
    endpoint: 'POST /api/syndication/nda/sign',
    path: '/api/syndication/nda/sign',
    method: 'POST',
    body: { intentToSign: true, signature } satisfies NdaSignRequest,
  });
