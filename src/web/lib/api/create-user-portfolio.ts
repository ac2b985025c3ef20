import type { UserInvestmentsView } from './api-types';
import { apiRequest } from './http';

/** docs/spec.md §7: the fund slug travels lower-case. */
export const createUserPortfolio = (portalFundSlug: string): Promise<UserInvestmentsView> =>
  apiRequest({
    endpoint: 'POST /api/create-user-portfolio',
    path: '/api/create-user-portfolio',
    method: 'POST',
    body: { portalFundSlug: portalFundSlug.toLowerCase() },
  });
