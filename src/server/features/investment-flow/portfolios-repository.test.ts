import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FUND_SLUGS } from '../../db/seed/demo-funds';
import { repositoriesOf } from '../../test/repositories-of';
import { signUp, testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, investorOnFund, seedFunds } from './testing/flow-fixtures';

describe.each(testBackends())('the portfolio query on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const seasonedId = async () => {
    const user = await repositoriesOf(t().app).users.findByEmail('seasoned.investor@example.com');
    if (!user) throw new Error('The demo investor is missing');
    return user.id;
  };

  it('reads what the profile, account and transaction tables give one by one', async () => {
    const repos = repositoriesOf(t().app);
    const userId = await seasonedId();
    const portfolio = await repos.portfolios.findByUserId(userId);
    expect(portfolio?.accounts.length).toBeGreaterThan(1);
    expect(portfolio?.records.length).toBeGreaterThan(0);
    expect(portfolio).toEqual({
      profile: await repos.investors.findByUserId(userId),
      accounts: await repos.accounts.listByUser(userId),
      records: await repos.transactions.listByUser(userId),
    });
  });

  it("holds none of another investor's accounts or transactions", async () => {
    const repos = repositoriesOf(t().app);
    const newcomer = await repos.users.findByEmail('new.investor@example.com');
    if (!newcomer) throw new Error('The demo newcomer is missing');
    const portfolio = await repos.portfolios.findByUserId(newcomer.id);
    expect(portfolio?.profile.firstName).toBeTruthy();
    expect(portfolio?.accounts).toEqual([]);
    expect(portfolio?.records).toEqual([]);
  });

  it('answers nothing before the portfolio exists', async () => {
    const { userId } = await signUp(t().app);
    expect(await repositoriesOf(t().app).portfolios.findByUserId(userId)).toBeUndefined();
  });

  it('reads, for a flow call, what the flow needs of the funds of the investor’s transactions', async () => {
    const repos = repositoriesOf(t().app);
    const investor = await investorOnFund(t().app, FUNDS.equityRaise);
    const read = await repos.portfolios.findForFlow(investor.userId);
    const found = await repos.funds.findBySlug(DEMO_FUND_SLUGS.equityRaise);
    expect(read.portfolio).toEqual(await repos.portfolios.findByUserId(investor.userId));
    expect([...read.funds.keys()]).toEqual([DEMO_FUND_SLUGS.equityRaise]);
    expect(read.funds.get(DEMO_FUND_SLUGS.equityRaise)).toEqual({
      fund: {
        slug: found?.fund.slug,
        type: found?.fund.type,
        carryType: found?.fund.carryType,
        syndicationAssetType: found?.fund.syndicationAssetType,
        collectTaxForms: false,
        identityChecks: found?.fund.identityChecks,
      },
      portalSettings: { portalType: 'fundraiseEquity' },
    });
  });

  it('reads whether the fund collects tax forms, for the flow’s tax-form step', async () => {
    const repos = repositoriesOf(t().app);
    const investor = await investorOnFund(t().app, FUNDS.syndicationMultiple);
    const read = await repos.portfolios.findForFlow(investor.userId);
    expect(read.funds.get(DEMO_FUND_SLUGS.syndicationMultiple)?.fund.collectTaxForms).toBe(true);
  });

  it('reads the session and its portfolio in one query, as reading them apart gives', async () => {
    const { now } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const token = await repos.sessions.create(await seasonedId(), now());
    const found = await repos.portfolios.findBySession(token, now(), 'portfolio');
    const session = await repos.sessions.resolve(token, now());
    expect(found?.session).toEqual(session);
    expect(found?.read.portfolio).toEqual(await repos.portfolios.findByUserId(await seasonedId()));
    expect(found?.read.funds.size).toBe(0);
  });

  it("reads the impersonated investor's portfolio while an admin acts as them", async () => {
    const { now } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const investor = await investorOnFund(t().app);
    const admin = await repos.users.findByEmail('admin@investor-portal.local');
    if (!admin) throw new Error('The demo admin is missing');
    const token = await repos.sessions.create(admin.id, now());
    const session = await repos.sessions.resolve(token, now());
    await repos.sessions.setImpersonation(session?.session.id ?? '', investor.userId);
    const found = await repos.portfolios.findBySession(token, now(), 'flow');
    expect(found?.session.user.id).toBe(admin.id);
    expect(found?.session.impersonatedUser?.id).toBe(investor.userId);
    expect(found?.read.portfolio?.records.map((r) => r.transaction.integrationId)).toEqual([investor.transactionId]);
    expect([...(found?.read.funds.keys() ?? [])]).toEqual([FUNDS.promotedVenture]);
  });

  it('opens no session for an expired or unknown token', async () => {
    const { now } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const { userId } = await investorOnFund(t().app);
    const longAgo = new Date(now().getTime() - 15 * 24 * 60 * 60 * 1000);
    const expired = await repos.sessions.create(userId, longAgo);
    expect(await repos.portfolios.findBySession(expired, now(), 'flow')).toBeUndefined();
    expect(await repos.portfolios.findBySession('no-such-token', now(), 'portfolio')).toBeUndefined();
  });

  it('reads a session before its portfolio exists, with no portfolio', async () => {
    const { now } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const { userId } = await signUp(t().app);
    const token = await repos.sessions.create(userId, now());
    const found = await repos.portfolios.findBySession(token, now(), 'flow');
    expect(found?.session.user.id).toBe(userId);
    expect(found?.read).toEqual({ portfolio: undefined, funds: new Map() });
  });
});
