import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../../../shared/domain/codes';
import { isPromotedInterestFund, validExistingAccounts } from '../../../shared/domain/flow-rules';
import { loadPortfolio } from '../../services/portfolio';
import { testBackends, useTestApp } from '../../test/test-app';
import { users } from '../schema/users';
import { DEMO_FUND_SLUGS } from './demo-funds';
import { DEMO_PEOPLE } from './demo-people';
import { isDatabaseEmpty, seedDemoData } from './seed-demo';

describe.each(testBackends())('demo data on %s', (backend) => {
  const t = useTestApp(backend);
  const seed = () => seedDemoData({ db: t().app.deps.db, cipher: t().app.deps.cipher });

  it('fills an empty database and can run again without duplicating anyone', async () => {
    expect(await isDatabaseEmpty(t().database.db)).toBe(true);
    const first = await seed();
    expect(first.people.every((p) => p.isNew)).toBe(true);
    expect(await isDatabaseEmpty(t().database.db)).toBe(false);
    const second = await seed();
    expect(second.people.some((p) => p.isNew)).toBe(false);
    const all = await t().database.db.select().from(users);
    expect(all).toHaveLength(DEMO_PEOPLE.length);
  });

  it('has a fund for every branch of the flow', async () => {
    const { repos } = t().app.deps;
    const venture = await repos.funds.findBySlug(DEMO_FUND_SLUGS.promotedVenture);
    const syndication = await repos.funds.findBySlug(DEMO_FUND_SLUGS.syndicationMultiple);
    const equity = await repos.funds.findBySlug(DEMO_FUND_SLUGS.equityRaise);
    const reservation = await repos.funds.findBySlug(DEMO_FUND_SLUGS.reservation);
    const full = await repos.funds.findBySlug(DEMO_FUND_SLUGS.full);
    expect(venture && isPromotedInterestFund(venture.fund)).toBe(true);
    expect(syndication && isPromotedInterestFund(syndication.fund)).toBe(true);
    expect(syndication?.fund.type).toBe('syndication');
    expect(equity?.portalSettings.portalType).toBe('fundraiseEquity');
    expect(reservation?.portalSettings).toMatchObject({
      portalType: 'reservationPortal',
      requiresReservationInAdvance: true,
    });
    expect(full?.fund.fundMaxExceeded).toBe(true);
  });

  it('gives the seasoned investor a valid signed account of each kind and the newcomer none', async () => {
    const { repos } = t().app.deps;
    const seasoned = await repos.users.findByEmail('seasoned.investor@example.com');
    const newcomer = await repos.users.findByEmail('new.investor@example.com');
    const portfolio = seasoned && (await loadPortfolio(repos, seasoned.id));
    if (!portfolio || !newcomer) throw new Error('demo investors missing');
    const valid = validExistingAccounts({
      accounts: portfolio.accounts,
      transactions: portfolio.records.map((r) => r.transaction),
    });
    const kinds = valid.map((a) => `${a.accountType}:${a.isGlobalInvestor}`).sort();
    expect(kinds).toEqual(
      [
        `${ACCOUNT_TYPE.individual}:false`,
        `${ACCOUNT_TYPE.jointTenants}:false`,
        `${ACCOUNT_TYPE.entity}:false`,
        `${ACCOUNT_TYPE.ira}:false`,
        `${ACCOUNT_TYPE.individual}:true`,
      ].sort(),
    );
    expect(portfolio.records.every((r) => r.transaction.portalFundSlug === DEMO_FUND_SLUGS.closed)).toBe(true);
    expect((await loadPortfolio(repos, newcomer.id))?.accounts).toEqual([]);
    expect((await repos.users.findByEmail('admin@investor-portal.local'))?.role).toBe('admin');
  });
});
