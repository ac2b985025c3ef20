// docs/spec.md §8 user-investments load on a fund's pages: 500 'Portfolio not found' creates the portfolio (and answers it);
// other failures are left to the caller (401 redirects, anything else is the generic flash).

import { isApiError } from './api-error';
import type { UserInvestmentsView } from './api-types';
import { createUserPortfolio } from './create-user-portfolio';
import { startEarly, takeEarly } from './early-requests';
import { getUserInvestments } from './get-user-investments';

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';

export const isPortfolioNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 500 && error.body.message === PORTFOLIO_NOT_FOUND;

/** The early request of a fund's (or a step page's) investments, which the page's own load then takes. */
const earlyKey = (fundSlug: string, transactionId?: string): string =>
  transactionId === undefined ? `investments:${fundSlug}` : `investments:${fundSlug}/${transactionId}`;

/** The fund's transactions; with a transaction id, that one comes with its form data (a step page). */
export const loadInvestmentsForFund = async (
  fundSlug: string,
  transactionId?: string,
): Promise<UserInvestmentsView> => {
  const key = earlyKey(fundSlug, transactionId);
  try {
    return await (takeEarly<UserInvestmentsView>(key) ??
      getUserInvestments({ portalFundSlug: fundSlug, transactionIntegrationId: transactionId }));
  } catch (error) {
    if (!isPortfolioNotFound(error)) throw error;
    return createUserPortfolio(fundSlug);
  }
};

/** Starts the fund page's or step page's investments request before the page asks (early-requests.ts). */
export const preloadInvestmentsForFund = (fundSlug: string, transactionId?: string): void => {
  const key = earlyKey(fundSlug, transactionId);
  startEarly(key, () => getUserInvestments({ portalFundSlug: fundSlug, transactionIntegrationId: transactionId }));
};
