import type { NdaView } from '../../../../shared/api/syndication';
import { apiRequest } from '../../../lib/api/http';

/** Step 2: prepares the investor's NDA and opens its signing in the page. */
export const openNda = (): Promise<NdaView> =>
  apiRequest({
    endpoint: 'POST /api/syndication/nda/open',
    path: '/api/syndication/nda/open',
    method: 'POST',
    body: {},
  });
