import type { AccreditationRequest, SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { type UploadProgress, uploadRequest } from '../../../lib/api/upload-request';

/** Step 4: the accreditation basis and its evidence, with the upload's progress. */
export const submitAccreditation = (
  request: AccreditationRequest,
  onProgress: UploadProgress,
): Promise<SyndicationStatusAnswer> =>
  uploadRequest({
    endpoint: 'POST /api/syndication/accreditation',
    path: '/api/syndication/accreditation',
    body: request,
    onProgress,
  });
