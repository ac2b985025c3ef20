import type { AcknowledgeRequest, SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';

/** Step 1: the investor accepts the acknowledgments text they read (named by its SHA-256). */
export const acceptAcknowledgments = (request: AcknowledgeRequest): Promise<SyndicationStatusAnswer> =>
  apiRequest({
    endpoint: 'POST /api/syndication/acknowledgments',
    path: '/api/syndication/acknowledgments',
    method: 'POST',
    body: request,
  });
