import type { IdentityRequest, SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { type UploadProgress, uploadRequest } from '../../../lib/api/upload-request';

/** Step 3: legal name, date of birth, residence and the government ID, with the upload's progress. */
export const submitIdentity = (
  request: IdentityRequest,
  onProgress: UploadProgress,
): Promise<SyndicationStatusAnswer> =>
  uploadRequest({
    endpoint: 'POST /api/syndication/identity',
    path: '/api/syndication/identity',
    body: request,
    onProgress,
  });
