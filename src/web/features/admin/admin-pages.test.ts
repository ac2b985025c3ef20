// Every back-office page renders its first screen (before its data arrives) inside the app's providers and router.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VisitorProvider } from '../../lib/session/visitor-context';
import { ADMIN_ROUTES } from './admin-paths';
import { AccountActivityPage } from './audit/account-activity-page';
import { AdminAuditPage } from './audit/admin-audit-page';
import { AdminDataRoomPage } from './data-room/admin-data-room-page';
import { AdminFundEditPage } from './fund-settings/admin-fund-edit-page';
import { AdminFundsPage } from './fund-settings/admin-funds-page';
import { AdminPipelinePage } from './pipeline/admin-pipeline-page';
import { AdminTransactionPage } from './transaction/admin-transaction-page';
import { AdminVerificationsPage } from './verifications/admin-verifications-page';

const render = (pattern: string, url: string, page: ReactElement): string =>
  renderToString(
    createElement(
      VisitorProvider,
      null,
      createElement(
        MemoryRouter,
        { initialEntries: [url] },
        createElement(Routes, null, createElement(Route, { path: pattern, element: page })),
      ),
    ),
  );

describe('back-office pages', () => {
  it.each<[string, string, string, () => ReactElement, RegExp]>([
    ['the funds', ADMIN_ROUTES.funds, '/admin', () => createElement(AdminFundsPage), /New fund/],
    ['a new fund', ADMIN_ROUTES.newFund, '/admin/funds/new', () => createElement(AdminFundEditPage), /Create fund/],
    ['a fund to edit', ADMIN_ROUTES.editFund, '/admin/funds/x/edit', () => createElement(AdminFundEditPage), /Loading/],
    [
      'a pipeline',
      ADMIN_ROUTES.pipeline,
      '/admin/funds/x?status=underReview',
      () => createElement(AdminPipelinePage),
      /Download CSV/,
    ],
    [
      'a data room',
      ADMIN_ROUTES.dataRoom,
      '/admin/funds/x/data-room',
      () => createElement(AdminDataRoomPage),
      /Loading/,
    ],
    [
      'a transaction',
      ADMIN_ROUTES.transaction,
      '/admin/transactions/t',
      () => createElement(AdminTransactionPage),
      /Loading/,
    ],
    ['the audit log', ADMIN_ROUTES.audit, '/admin/audit', () => createElement(AdminAuditPage), /Verify the chain/],
    [
      'the verifications',
      ADMIN_ROUTES.verifications,
      '/admin/verifications',
      () => createElement(AdminVerificationsPage),
      /Verifications/,
    ],
    [
      'account activity',
      ADMIN_ROUTES.accountActivity,
      '/account/activity',
      () => createElement(AccountActivityPage),
      /Account activity/,
    ],
  ])('renders %s', (_name, pattern, url, page, expected) => {
    expect(render(pattern, url, page())).toMatch(expected);
  });

  it('shows the fields of a new fund in plain words, with dates in US Eastern time and each one’s meaning', () => {
    const html = render(ADMIN_ROUTES.newFund, '/admin/funds/new', createElement(AdminFundEditPage));
    for (const label of [
      'Legal name',
      'Web address',
      'Minimum investment (USD)',
      'Annual fund',
      'Opportunity fund',
      'Carry on each deal (promoted interest)',
      'Portal type',
      'Subscriptions open',
      'Investors can subscribe from this moment.',
      'Fund closes',
    ]) {
      expect(html).toContain(label);
    }
    // No internal code, and nothing that does not apply to a fund that takes no reservations and sells no shares.
    for (const absent of [
      '>AF<',
      '>TAF<',
      '>OPF<',
      'Carry type',
      'Deal Carry<',
      'Reservations open',
      'Price per share',
    ]) {
      expect(html).not.toContain(absent);
    }
    expect(html).toContain('type="datetime-local"');
    expect(html).toContain('US Eastern time.');
  });
});
