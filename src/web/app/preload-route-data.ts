// The data of the page the browser opens first, asked for while that page's code downloads
// (lib/api/early-requests.ts): a step page's fund, configuration lists and investments, a fund page's fund. Pages
// reached inside the app find their code and most of their data in already.
import { preloadFund, preloadUiConfig } from '../lib/api/cached-lists';
import { preloadInvestmentsForFund } from '../lib/api/load-investments-for-fund';

const STEP_PAGE = /^\/fund\/([^/]+)\/invest\/[^/]+\/([^/]+)\/?$/;
const FUND_PAGE = /^\/fund\/([^/]+)\/?$/;

/** The URL's fund slug as the pages read it (decoded, lower-case); null when it cannot be read. */
const decoded = (segment: string | undefined): string | null => {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const fundSlug = (segment: string | undefined): string | null => decoded(segment)?.toLowerCase() ?? null;

export const preloadRouteData = (pathname: string): void => {
  const stepPage = STEP_PAGE.exec(pathname);
  const stepSlug = fundSlug(stepPage?.[1]);
  const transactionId = decoded(stepPage?.[2]);
  if (stepSlug && transactionId) {
    preloadFund(stepSlug);
    preloadUiConfig();
    preloadInvestmentsForFund(stepSlug, transactionId);
    return;
  }
  const fundPageSlug = fundSlug(FUND_PAGE.exec(pathname)?.[1]);
  if (fundPageSlug) preloadFund(fundPageSlug);
};
