import type { UserInvestmentsView } from './api-types';
import { apiRequest } from './http';

/** SPEC §7: 401 carries redirectPath; with a fund slug, 500 'Portfolio not found' asks for the portfolio (SPEC §8). */
export const userInvestmentsPath = (portalFundSlug?: string): string =>
  portalFundSlug
    ? `/api/user-investments?portalFundSlug=${encodeURIComponent(portalFundSlug.toLowerCase())}`
    : '/api/user-investments';

export const getUserInvestments = (portalFundSlug?: string, signal?: AbortSignal): Promise<UserInvestmentsView> =>
  apiRequest({ endpoint: 'GET /api/user-investments', path: userInvestmentsPath(portalFundSlug), signal });
