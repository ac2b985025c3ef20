// A fund's dashboard and funnel (docs/admin.md 'Fund dashboard', 'Funnel'). The paths are also the server's keys for
// the answers it drew the page from (app/server-pages.ts).
import type {
  DashboardQuery,
  FundDashboardAnswer,
  FundFunnelAnswer,
  FunnelQuery,
} from '../../../../shared/api/admin-fund-operations';
import { adminRequest, queryOf } from './admin-request';

const fundPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}`;

export const dashboardApiPath = (slug: string, query: DashboardQuery = {}): string =>
  `${fundPath(slug)}/dashboard${queryOf(query)}`;

export const funnelApiPath = (slug: string, query: FunnelQuery = {}): string =>
  `${fundPath(slug)}/funnel${queryOf(query)}`;

export const getFundDashboard = (slug: string, signal?: AbortSignal) =>
  adminRequest<FundDashboardAnswer>({ path: dashboardApiPath(slug), signal });

export const getFundFunnel = (slug: string, query: FunnelQuery, signal?: AbortSignal) =>
  adminRequest<FundFunnelAnswer>({ path: funnelApiPath(slug, query), signal });
