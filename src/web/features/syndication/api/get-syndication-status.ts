import type { SyndicationStatusAnswer } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';
import { SYNDICATION_STATUS_PATH } from '../../../lib/api/page-api-paths';

/** Where the investor stands in the sign-up; the page renders that stage. */
export const getSyndicationStatus = (signal?: AbortSignal): Promise<SyndicationStatusAnswer> =>
  apiRequest({ endpoint: 'GET /api/syndication', path: SYNDICATION_STATUS_PATH, signal });
