import type { UserInvestmentsView } from './api-types';
import { apiRequest } from './http';

type InvestmentsQuery = {
  /** A fund's pages: that fund's transactions (lower-cased, as docs/spec.md §7 asks). */
  portalFundSlug?: string | undefined;
  /** The transaction the page is about: it comes with its form data. */
  transactionIntegrationId?: string | undefined;
  /** The summary's page of transactions, 1 being the newest. */
  page?: number | undefined;
};

/** docs/spec.md §7: 401 carries redirectPath; with a fund slug, 500 'Portfolio not found' asks for the portfolio (docs/spec.md §8). */
export const userInvestmentsPath = (
  portalFundSlug?: string,
  transactionIntegrationId?: string,
  page?: number,
): string => {
  const query = new URLSearchParams();
  if (portalFundSlug) query.set('portalFundSlug', portalFundSlug.toLowerCase());
  if (transactionIntegrationId) query.set('transactionIntegrationId', transactionIntegrationId);
  if (page !== undefined && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? '/api/user-investments' : `/api/user-investments?${search}`;
};

export const getUserInvestments = (
  { portalFundSlug, transactionIntegrationId, page }: InvestmentsQuery = {},
  signal?: AbortSignal,
): Promise<UserInvestmentsView> =>
  apiRequest({
    endpoint: 'GET /api/user-investments',
    path: userInvestmentsPath(portalFundSlug, transactionIntegrationId, page),
    signal,
  });
