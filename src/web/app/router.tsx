// docs/spec.md §2 routes with react-router's declarative routes (library use: no data loaders, the smaller bundle). Every
// page but the chrome loads on demand; a page that throws shows the 500 page inside the chrome. The pages the server
// draws come from page-modules.ts, so that a page whose code is in draws without suspending.
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { Loading } from '../components/ui/page';
import { AppLayout } from './app-layout';
import { FailureLimitRedirect } from './failure-limit-redirect';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import {
  actingForPageModule,
  adminDashboardPageModule,
  adminFunnelPageModule,
  dataRoomPageModule,
  fundPageModule,
  homePageModule,
  stepPageModule,
  summaryPageModule,
  syndicationPageModule,
} from './page-modules';
import { RouteErrorBoundary } from './route-error-boundary';
import { ServerErrorPage } from './server-error-page';

const HomePage = lazyPage(homePageModule, (m) => m.HomePage);
const FundPage = lazyPage(fundPageModule, (m) => m.FundPage);
const WaitlistPage = lazy(() => import('../features/fund/waitlist-page').then((m) => ({ default: m.WaitlistPage })));
const StepPage = lazyPage(stepPageModule, (m) => m.StepPage);
const DataRoomPage = lazyPage(dataRoomPageModule, (m) => m.DataRoomPage);
const SummaryPage = lazyPage(summaryPageModule, (m) => m.SummaryPage);
const SyndicationPage = lazyPage(syndicationPageModule, (m) => m.SyndicationPage);
const ActingForPage = lazyPage(actingForPageModule, (m) => m.ActingForPage);
const InvitationPage = lazy(() =>
  import('../features/auth/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const DelegateInvitationPage = lazy(() =>
  import('../features/auth/delegate-invitation-page').then((m) => ({ default: m.DelegateInvitationPage })),
);
const SettingsPage = lazy(() => import('../features/auth/settings-page').then((m) => ({ default: m.SettingsPage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignupPage })));
const PasswordResetPage = lazy(() =>
  import('../features/auth/password-reset-page').then((m) => ({ default: m.PasswordResetPage })),
);
const AdminFundsPage = lazy(() =>
  import('../features/admin/fund-settings/admin-funds-page').then((m) => ({ default: m.AdminFundsPage })),
);
const AdminFundEditPage = lazy(() =>
  import('../features/admin/fund-settings/admin-fund-edit-page').then((m) => ({ default: m.AdminFundEditPage })),
);
const AdminPipelinePage = lazy(() =>
  import('../features/admin/pipeline/admin-pipeline-page').then((m) => ({ default: m.AdminPipelinePage })),
);
const AdminDashboardPage = lazyPage(adminDashboardPageModule, (m) => m.AdminDashboardPage);
const AdminFunnelPage = lazyPage(adminFunnelPageModule, (m) => m.AdminFunnelPage);
const AdminDataRoomPage = lazy(() =>
  import('../features/admin/data-room/admin-data-room-page').then((m) => ({ default: m.AdminDataRoomPage })),
);
const AdminWebhooksPage = lazy(() =>
  import('../features/admin/webhooks/admin-webhooks-page').then((m) => ({ default: m.AdminWebhooksPage })),
);
const AdminApiReferencePage = lazy(() =>
  import('../features/admin/admin-api-reference-page').then((m) => ({ default: m.AdminApiReferencePage })),
);
const AdminTransactionPage = lazy(() =>
  import('../features/admin/transaction/admin-transaction-page').then((m) => ({ default: m.AdminTransactionPage })),
);
const AdminAuditPage = lazy(() =>
  import('../features/admin/audit/admin-audit-page').then((m) => ({ default: m.AdminAuditPage })),
);
const AdminVerificationsPage = lazy(() =>
  import('../features/admin/verifications/admin-verifications-page').then((m) => ({
    default: m.AdminVerificationsPage,
  })),
);
const AdminScreeningPage = lazy(() =>
  import('../features/admin/screening/admin-screening-page').then((m) => ({ default: m.AdminScreeningPage })),
);
const AccountActivityPage = lazy(() =>
  import('../features/admin/audit/account-activity-page').then((m) => ({ default: m.AccountActivityPage })),
);
const CoSignerPage = lazy(() =>
  import('../features/signing/co-signer-page').then((m) => ({ default: m.CoSignerPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);

export const AppRoutes = () => (
  <Routes>
    <Route
      element={
        <>
          <FailureLimitRedirect />
          <AppLayout />
        </>
      }
    >
      <Route
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="fund/login/:slug" element={<LoginPage />} />
        <Route path="fund/waitlist/:slug" element={<WaitlistPage />} />
        <Route path="fund/:slug" element={<FundPage />} />
        <Route path="fund/:slug/data-room" element={<DataRoomPage />} />
        <Route path="fund/:slug/invest/:step/:transaction" element={<StepPage />} />
        <Route path="investment-summary" element={<SummaryPage />} />
        <Route path="syndication-program" element={<SyndicationPage />} />
        <Route path="account/settings" element={<SettingsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="password-reset" element={<PasswordResetPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="acting-for" element={<ActingForPage />} />
        <Route path="delegate-invitation" element={<DelegateInvitationPage />} />
        <Route path="invitation" element={<InvitationPage />} />
        <Route path="sign/:token" element={<CoSignerPage />} />
        <Route path="admin" element={<AdminFundsPage />} />
        <Route path="admin/funds/new" element={<AdminFundEditPage />} />
        <Route path="admin/funds/:slug/edit" element={<AdminFundEditPage />} />
        <Route path="admin/funds/:slug" element={<AdminPipelinePage />} />
        <Route path="admin/funds/:slug/data-room" element={<AdminDataRoomPage />} />
        <Route path="admin/funds/:slug/dashboard" element={<AdminDashboardPage />} />
        <Route path="admin/funds/:slug/funnel" element={<AdminFunnelPage />} />
        <Route path="admin/funds/:slug/webhooks" element={<AdminWebhooksPage />} />
        <Route path="admin/transactions/:transactionId" element={<AdminTransactionPage />} />
        <Route path="admin/audit" element={<AdminAuditPage />} />
        <Route path="admin/api" element={<AdminApiReferencePage />} />
        <Route path="admin/verifications" element={<AdminVerificationsPage />} />
        <Route path="admin/screening" element={<AdminScreeningPage />} />
        <Route path="account/activity" element={<AccountActivityPage />} />
        <Route path="500" element={<ServerErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </Routes>
);
