// The pages the server draws (server-pages.ts), as modules the router, the server and the browser's hydration share:
// each loads once, and a page whose module is in draws without suspending (lazy-page.ts).
import { pageModule } from './lazy-page';

export const homePageModule = pageModule(() => import('../features/fund/home-page'));
export const fundPageModule = pageModule(() => import('../features/fund/fund-page'));
export const stepPageModule = pageModule(() => import('../features/investment-flow/step-page'));
export const summaryPageModule = pageModule(() => import('../features/summary/investment-summary-page'));
export const syndicationPageModule = pageModule(() => import('../features/syndication/syndication-page'));
export const dataRoomPageModule = pageModule(() => import('../features/data-room/data-room-page'));
export const adminDashboardPageModule = pageModule(
  () => import('../features/admin/dashboard-and-funnel/admin-dashboard-page'),
);
export const adminFunnelPageModule = pageModule(
  () => import('../features/admin/dashboard-and-funnel/admin-funnel-page'),
);
export const actingForPageModule = pageModule(() => import('../features/auth/acting-for-page'));
/** The back office's strip of what waits for the admin: drawn on /admin pages only, so out of every investor page. */
export const waitingForYouModule = pageModule(() => import('../features/admin/waiting/waiting-for-you'));
