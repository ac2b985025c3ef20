import type { StartSyndicationRequest, SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';

/** Records the start date on the first visit (the server keeps the first one) and answers where the investor stands. */
export const startSyndication = (): Promise<SyndicationStatusAnswer> => {
  const body: StartSyndicationRequest = {};
  return apiRequest({
    endpoint: 'POST /api/syndication/start',
    path: '/api/syndication/start',
    method: 'POST',
    body,
  });
};
