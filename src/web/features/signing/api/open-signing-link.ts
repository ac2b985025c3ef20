import type { OpenLinkAnswer, OpenLinkRequest } from '../../../../shared/api/signing';
import { apiRequest } from '../../../lib/api/http';

/** Opens a co-signer's e-mailed link: their own session starts and a code is e-mailed to them. */
export const openSigningLink = (signerId: string, token: string): Promise<OpenLinkAnswer> =>
  apiRequest({
    endpoint: 'POST /api/signing/co-signer/:id/open',
    path: `/api/signing/co-signer/${encodeURIComponent(signerId)}/open`,
    method: 'POST',
    body: { token } satisfies OpenLinkRequest,
  });
