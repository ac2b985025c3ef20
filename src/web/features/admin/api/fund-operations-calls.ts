// A fund's dashboard and funnel (docs/admin.md 'Fund dashboard', 'Funnel'). Their paths (lib/api/page-api-paths.ts) are
// also the server's keys for the answers it drew the page from (app/server-pages.ts).
import type { FundDashboardAnswer, FundFunnelAnswer, FunnelQuery } from '../../../../shared/api/admin-fund-operations';
import { dashboardApiPath, funnelApiPath } from '../../../lib/api/page-api-paths';
import { adminRequest } from './admin-request';

export const getFundDashboard = (slug: string, signal?: AbortSignal) =>
  adminRequest<FundDashboardAnswer>({ path: dashboardApiPath(slug), signal });

export const getFundFunnel = (slug: string, query: FunnelQuery, signal?: AbortSignal) =>
  adminRequest<FundFunnelAnswer>({ path: funnelApiPath(slug, query), signal });
