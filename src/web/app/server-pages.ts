// The pages the server draws as HTML before the browser's code runs (docs/performance.md 'Server rendering'): for
// each, the API calls its first screen is drawn from, and what must be in before it draws (its code, a step's form)
// or where docs/spec.md §2 sends the visitor instead. The server and the browser's hydration run the same preparation, so
// both draw the same screen.
import { stepForSlug } from '../../../machines/step-meta';
import type { ServerAnswers } from '../../shared/api/server-render';
import { delegateFor, loadDelegateVoice } from '../features/investment-flow/delegate-voice-code';
import { loadStepCode } from '../features/investment-flow/step-code';
import { stepPageTarget } from '../features/investment-flow/step-page-target';
import type { UserInvestmentsView, Visitor } from '../lib/api/api-types';
import { ACTING_FOR_PATH } from '../lib/api/delegates';
import { fundPath as fundApiPath } from '../lib/api/get-fund';
import { FUNDS_PATH } from '../lib/api/get-funds';
import { UI_CONFIG_PATH } from '../lib/api/get-ui-config';
import { userInvestmentsPath } from '../lib/api/get-user-investments';
import { VISITOR_PATH } from '../lib/api/get-visitor';
import { dashboardApiPath, dataRoomApiPath, funnelApiPath, SYNDICATION_STATUS_PATH } from '../lib/api/page-api-paths';
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
  waitingForYouModule,
} from './page-modules';

type Match = readonly string[];

/** A back-office page's code with the strip of what waits above it (app-layout.tsx), so that both draw at once. */
const backOfficeCode = (page: { load: () => Promise<unknown> }) =>
  Promise.all([page.load(), waitingForYouModule.load()]);

type ServerPage = {
  pattern: RegExp;
  /** The page's module as the build manifest names it: its style sheets go inside the HTML (plugins/web-pages.ts). */
  module: string;
  apiPaths: (match: Match) => string[];
  /** Loads what the page draws with; answers where to go instead, when docs/spec.md §2 sends the visitor elsewhere. */
  prepare: (match: Match, answers: ServerAnswers) => Promise<string | null>;
};

/** A URL segment as the router hands it to the page (decoded); null when it cannot be read. */
const segment = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

// The pages read a fund slug lower-cased, and ask for it so.
const investmentsPath = (slug: string, transactionId?: string) =>
  userInvestmentsPath(slug.toLowerCase(), transactionId);
const fundPath = (slug: string) => fundApiPath(slug.toLowerCase());

const SERVER_PAGES: readonly ServerPage[] = [
  {
    pattern: /^\/$/,
    module: 'features/fund/home-page.tsx',
    apiPaths: () => [VISITOR_PATH, FUNDS_PATH],
    prepare: async () => {
      await homePageModule.load();
      return null;
    },
  },
  {
    pattern: /^\/fund\/([^/]+)\/?$/,
    module: 'features/fund/fund-page.tsx',
    apiPaths: ([, slug = '']) => [VISITOR_PATH, fundPath(slug), investmentsPath(slug)],
    prepare: async () => {
      await fundPageModule.load();
      return null;
    },
  },
  {
    // The room as this visitor may open it: the documents' list, the NDA to accept, the reading history.
    pattern: /^\/fund\/([^/]+)\/data-room\/?$/,
    module: 'features/data-room/data-room-page.tsx',
    apiPaths: ([, slug = '']) => [VISITOR_PATH, dataRoomApiPath(slug.toLowerCase())],
    prepare: async () => {
      await dataRoomPageModule.load();
      return null;
    },
  },
  {
    pattern: /^\/fund\/([^/]+)\/invest\/([^/]+)\/([^/]+)\/?$/,
    module: 'features/investment-flow/step-page.tsx',
    apiPaths: ([, slug = '', , transactionId = '']) => [
      VISITOR_PATH,
      fundPath(slug),
      UI_CONFIG_PATH,
      investmentsPath(slug, transactionId),
    ],
    prepare: async ([, slug = '', stepSlug = '', transactionId = ''], answers) => {
      const investments = answers[investmentsPath(slug, transactionId)];
      const urlStep = stepForSlug(stepSlug);
      const visitor = answers[VISITOR_PATH]?.status === 200 ? (answers[VISITOR_PATH].body as Visitor) : null;
      const code = [
        stepPageModule.load(),
        ...(urlStep ? [loadStepCode(urlStep)] : []),
        ...(delegateFor(visitor) ? [loadDelegateVoice()] : []),
      ];
      if (investments?.status !== 200) {
        await Promise.all(code);
        return null;
      }
      const { transactions } = investments.body as UserInvestmentsView;
      const target = stepPageTarget({
        fundSlug: slug.toLowerCase(),
        stepSlug,
        transactionId,
        transaction: transactions.find((t) => t.integrationId === transactionId) ?? null,
      });
      if (target.kind === 'elsewhere') return target.path;
      await Promise.all(
        target.kind === 'here' && target.step !== urlStep ? [...code, loadStepCode(target.step)] : code,
      );
      return null;
    },
  },
  {
    // The summary's newest page of investments and the funds' names. The transaction the URL's #fragment names
    // reaches only the browser, which asks for it when it is not on that page.
    pattern: /^\/investment-summary\/?$/,
    module: 'features/summary/investment-summary-page.tsx',
    apiPaths: () => [VISITOR_PATH, userInvestmentsPath(), FUNDS_PATH],
    prepare: async () => {
      await summaryPageModule.load();
      return null;
    },
  },
  {
    // Where the investor stands in the sign-up. A first visit (not started yet) records its start with a POST, which
    // only the browser sends: that one visit's HTML shows the page loading.
    pattern: /^\/syndication-program\/?$/,
    module: 'features/syndication/syndication-page.tsx',
    apiPaths: () => [VISITOR_PATH, SYNDICATION_STATUS_PATH],
    prepare: async () => {
      await syndicationPageModule.load();
      return null;
    },
  },
  {
    // The delegates' switcher: their own account and each investor they fill in for (docs/security.md 'Delegates').
    pattern: /^\/acting-for\/?$/,
    module: 'features/auth/acting-for-page.tsx',
    apiPaths: () => [VISITOR_PATH, ACTING_FOR_PATH],
    prepare: async () => {
      await actingForPageModule.load();
      return null;
    },
  },
  {
    // A fund's dashboard (back office): its totals, statuses, deadlines and days, as the admin's API answers them.
    pattern: /^\/admin\/funds\/([^/]+)\/dashboard\/?$/,
    module: 'features/admin/dashboard-and-funnel/admin-dashboard-page.tsx',
    apiPaths: ([, slug = '']) => [VISITOR_PATH, dashboardApiPath(slug)],
    prepare: async () => {
      await backOfficeCode(adminDashboardPageModule);
      return null;
    },
  },
  {
    // A fund's funnel over its default range; another range (in the address) is asked for by the browser.
    pattern: /^\/admin\/funds\/([^/]+)\/funnel\/?$/,
    module: 'features/admin/dashboard-and-funnel/admin-funnel-page.tsx',
    apiPaths: ([, slug = '']) => [VISITOR_PATH, funnelApiPath(slug)],
    prepare: async () => {
      await backOfficeCode(adminFunnelPageModule);
      return null;
    },
  },
];

export type ServerPageMatch = { page: ServerPage; match: Match };

export const serverPageFor = (pathname: string): ServerPageMatch | null => {
  for (const page of SERVER_PAGES) {
    const found = page.pattern.exec(pathname);
    if (!found) continue;
    const match = found.map((part, index) => (index === 0 ? part : segment(part)));
    if (match.some((part) => part === null)) return null;
    return { page, match: match as string[] };
  }
  return null;
};
