import { describe, expect, it } from 'vitest';
import { type AccountMenuInput, accountMenuItems } from './account-menu';
import type { UserInvestments } from './entities';
import { portfolioFacts } from './portfolio-facts';
import { aTransaction, anInvestor as investorFields } from './test-fixtures';

/** The menu reads facts over the investor's transactions, as the answers carry them. */
const anInvestor = (overrides: Partial<UserInvestments> = {}) => {
  const investor = investorFields(overrides);
  return { ...investor, facts: portfolioFacts(investor) };
};

const AT = '2026-02-20T15:00:00.000Z';
const DAY_29 = '2026-03-21T14:00:00.000Z';
const DAY_30 = '2026-03-22T14:00:00.000Z';

const incomplete = aTransaction({ integrationId: 'open' });
const completed = aTransaction({ integrationId: 'done', completionDate: AT });
const accredited = aTransaction({ integrationId: 'accredited', proofOfAccreditationDate: AT });
const signingUp = { syndicationProgramSignUpStartDate: AT, syndicationProgramSignUpAcknowledgmentsCompletionDate: AT };

const input = (overrides: Partial<AccountMenuInput>): AccountMenuInput => ({
  investments: anInvestor(),
  pathname: '/fund/fund-one',
  now: DAY_29,
  needHelpEmail: null,
  ...overrides,
});
const ids = (args: AccountMenuInput) => accountMenuItems(args).map((item) => item.id);

describe('accountMenuItems', () => {
  it('lists every item in the order the spec gives with its label when all apply', () => {
    const items = accountMenuItems(
      input({
        investments: anInvestor({ ...signingUp, transactions: [incomplete, completed] }),
        needHelpEmail: 'ir@example.com',
      }),
    );
    expect(items.map((item) => item.label)).toEqual([
      'Investments In Progress',
      'Syndication Program',
      'Investor Portal',
      'Settings',
      'Need help?',
      'Log Out',
    ]);
  });

  it('always shows Settings and Log Out, even before the investments load', () => {
    expect(ids(input({ investments: null }))).toEqual(['settings', 'logOut']);
    expect(ids(input({}))).toEqual(['settings', 'logOut']);
  });

  it.each([
    ['an incomplete transaction off the syndication page', true, [incomplete], '/fund/fund-one'],
    ['only complete transactions', false, [completed], '/fund/fund-one'],
    ['an incomplete transaction on the syndication page', false, [incomplete], '/syndication-program'],
    [
      'an incomplete transaction on the syndication page (trailing slash)',
      false,
      [incomplete],
      '/syndication-program/',
    ],
  ])('shows Investments In Progress with %s: %s', (_title, shown, transactions, pathname) => {
    expect(ids(input({ investments: anInvestor({ transactions }), pathname })).includes('investmentsInProgress')).toBe(
      shown,
    );
  });

  it.each([
    ['a completed transaction', true, [completed]],
    [
      'a transaction complete by funds transfer but without a completion date',
      false,
      [aTransaction({ fundsTransferDate: AT, proofOfAccreditationDate: AT, subscriptionAgreementDate: AT })],
    ],
    ['no transactions', false, []],
  ])('shows Investor Portal with %s: %s', (_title, shown, transactions) => {
    expect(ids(input({ investments: anInvestor({ transactions }) })).includes('investorPortal')).toBe(shown);
  });

  it.each([
    ['signing up, on day 29 since the acknowledgments', true, anInvestor(signingUp), DAY_29, '/'],
    [
      'started without acknowledgments (0 days)',
      true,
      anInvestor({ syndicationProgramSignUpStartDate: AT }),
      DAY_30,
      '/',
    ],
    ['signing up, on day 30', false, anInvestor(signingUp), DAY_30, '/'],
    ['never started', false, anInvestor(), DAY_29, '/'],
    ['on the syndication page', false, anInvestor(signingUp), DAY_29, '/syndication-program'],
    ['with an accredited account', false, anInvestor({ ...signingUp, transactions: [accredited] }), DAY_29, '/'],
  ])('shows Syndication Program %s: %s', (_title, shown, investments, now, pathname) => {
    expect(ids(input({ investments, now, pathname })).includes('syndicationProgram')).toBe(shown);
  });

  it('offers Need help? as a mail link with a subject when configured', () => {
    const help = accountMenuItems(input({ needHelpEmail: ' ir@example.com ' })).find((item) => item.id === 'needHelp');
    expect(help?.href).toBe('mailto:ir@example.com?subject=Investor%20portal%3A%20I%20need%20help');
  });

  it.each([null, undefined, '', '  '])('hides Need help? when the contact is %j', (needHelpEmail) => {
    expect(ids(input({ needHelpEmail }))).not.toContain('needHelp');
  });

  it('links to the routes docs/spec.md §2 names', () => {
    const items = accountMenuItems(input({ investments: anInvestor({ ...signingUp, transactions: [incomplete] }) }));
    expect(Object.fromEntries(items.map((item) => [item.id, item.href]))).toEqual({
      investmentsInProgress: '/investment-summary',
      syndicationProgram: '/syndication-program',
      settings: '/account/settings',
      logOut: null,
    });
  });
});
