// docs/spec.md §2 account menu items and docs/spec.md §6 menu visibility.

import type { IsoDate, UserInvestments } from './entities';
import type { PortfolioFacts } from './portfolio-facts';

export const ACCOUNT_MENU_ITEM_IDS = [
  'investmentsInProgress',
  'syndicationProgram',
  'investorPortal',
  'settings',
  'needHelp',
  'logOut',
] as const;
export type AccountMenuItemId = (typeof ACCOUNT_MENU_ITEM_IDS)[number];

/** href null: the view acts itself (log out is a call; the investor-portal link comes from the visitor's links). */
export type AccountMenuItem = { id: AccountMenuItemId; label: string; href: string | null };

export const ACCOUNT_MENU_LABELS: Record<AccountMenuItemId, string> = {
  investmentsInProgress: 'Investments In Progress',
  syndicationProgram: 'Syndication Program',
  investorPortal: 'Investor Portal',
  settings: 'Settings',
  needHelp: 'Need help?',
  logOut: 'Log Out',
};

const HREFS: Record<AccountMenuItemId, string | null> = {
  investmentsInProgress: '/investment-summary',
  syndicationProgram: '/syndication-program',
  investorPortal: null,
  settings: '/account/settings',
  needHelp: null,
  logOut: null,
};

export const NEED_HELP_SUBJECT = 'Investor portal: I need help';

export type MenuInvestments = Pick<UserInvestments, 'syndicationProgramSignUpStartDate'> & {
  /** Over all of the investor's transactions and the waiting period's end (portfolio-facts.ts). */
  facts: Pick<
    PortfolioFacts,
    'hasIncompleteTransaction' | 'hasCompletedTransaction' | 'hasAccreditationProof' | 'syndicationWaitingPeriodEndsAt'
  >;
};

export type AccountMenuInput = {
  /** null while the investor's investments are not loaded. */
  investments: MenuInvestments | null;
  pathname: string;
  now: Date | IsoDate;
  /** The investor relations contact; blank hides 'Need help?'. */
  needHelpEmail: string | null | undefined;
};

/** Fewer days than the waiting period's since the acknowledgments (always, before they are completed). */
const beforeWaitingPeriodEnds = (endsAt: IsoDate | null, now: Date | IsoDate): boolean =>
  endsAt === null || new Date(now).getTime() < new Date(endsAt).getTime();

const isOnSyndicationPage = (pathname: string): boolean => pathname.replace(/\/+$/, '') === HREFS.syndicationProgram;

const isVisible = ({
  investments,
  pathname,
  now,
  needHelpEmail,
}: AccountMenuInput): Record<AccountMenuItemId, boolean> => {
  const facts = investments?.facts;
  const onSyndicationPage = isOnSyndicationPage(pathname);
  return {
    investmentsInProgress: !onSyndicationPage && facts?.hasIncompleteTransaction === true,
    syndicationProgram:
      investments !== null &&
      investments.syndicationProgramSignUpStartDate !== null &&
      beforeWaitingPeriodEnds(investments.facts.syndicationWaitingPeriodEndsAt, now) &&
      !onSyndicationPage &&
      !investments.facts.hasAccreditationProof,
    investorPortal: facts?.hasCompletedTransaction === true,
    settings: true,
    needHelp: Boolean(needHelpEmail?.trim()),
    logOut: true,
  };
};

export const needHelpHref = (email: string): string =>
  `mailto:${email.trim()}?subject=${encodeURIComponent(NEED_HELP_SUBJECT)}`;

/** The visible items, in docs/spec.md §2 order. */
export const accountMenuItems = (input: AccountMenuInput): AccountMenuItem[] => {
  const visible = isVisible(input);
  return ACCOUNT_MENU_ITEM_IDS.filter((id) => visible[id]).map((id) => ({
    id,
    label: ACCOUNT_MENU_LABELS[id],
    href: id === 'needHelp' ? needHelpHref(input.needHelpEmail ?? '') : HREFS[id],
  }));
};
