// The API paths of pages the server draws (app/server-pages.ts) that are not the investor's own: the server keys the
// answers it drew a page from by these, the page's calls ask them again. Only the paths live here, so that the app's
// frame, which names every drawn page's paths, does not load the back office's, data room's or syndication's calls.
import type { DashboardQuery, FunnelQuery } from '../../../shared/api/admin-fund-operations';

/** A query string of the values that are set. */
export const queryOf = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const adminFundPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}`;

export const dashboardApiPath = (slug: string, query: DashboardQuery = {}): string =>
  `${adminFundPath(slug)}/dashboard${queryOf(query)}`;

export const funnelApiPath = (slug: string, query: FunnelQuery = {}): string =>
  `${adminFundPath(slug)}/funnel${queryOf(query)}`;

export const dataRoomApiPath = (slug: string): string => `/api/fund/${encodeURIComponent(slug)}/data-room`;

export const SYNDICATION_STATUS_PATH = '/api/syndication';
