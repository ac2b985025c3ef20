// SPEC §8 user-investments load on a fund's pages: 500 'Portfolio not found' creates the portfolio (and answers it);
// other failures are left to the caller (401 redirects, anything else is the generic flash).

import { isApiError } from './api-error';
import type { UserInvestmentsView } from './api-types';
import { createUserPortfolio } from './create-user-portfolio';
import { startEarly, takeEarly } from './early-requests';
import { getUserInvestments } from './get-user-investments';

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';

export const isPortfolioNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 500 && error.body.message === PORTFOLIO_NOT_FOUND;

export const loadInvestmentsForFund = async (fundSlug: string): Promise<UserInvestmentsView> => {
  try {
    return await (takeEarly<UserInvestmentsView>(`investments:${fundSlug}`) ?? getUserInvestments(fundSlug));
  } catch (error) {
    if (!isPortfolioNotFound(error)) throw error;
    return createUserPortfolio(fundSlug);
  }
};

/** Starts the fund page's or step page's investments request before the page asks (early-requests.ts). */
export const preloadInvestmentsForFund = (fundSlug: string): void => {
  startEarly(`investments:${fundSlug}`, () => getUserInvestments(fundSlug));
};
