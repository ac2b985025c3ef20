import { beforeAll, describe, expect, it } from 'vitest';
import type { FundsAnswer } from '../../../shared/api/funds';
import { DEMO_FUND_SLUGS, demoFunds } from '../../db/seed/demo-funds';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, investorOnFund, seedFunds } from '../investment-flow/testing/flow-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testBackends())('GET /api/funds on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const listFunds = async (cookie?: string) => {
    const response = await getJson(t().app, '/api/funds', { cookie });
    expect(response.statusCode).toBe(200);
    return (response.json() as FundsAnswer).funds;
  };

  it('lists every fund to a visitor with its state, name, slug, minimum, maximum and colour, and nothing more', async () => {
    const funds = await listFunds();
    expect(funds.map((f) => f.slug).sort()).toEqual(Object.values(DEMO_FUND_SLUGS).sort());
    expect(funds.find((f) => f.slug === FUNDS.promotedVenture)).toEqual({
      slug: 'venture-fund-iv',
      name: 'Venture Fund IV',
      legalName: 'Venture Fund IV, L.P.',
      minimumInvestmentAmount: 2_500_000,
      maximumInvestmentAmount: 200_000_000,
      hexColor: '#0b6e4f',
      state: 'open',
    });
    expect(funds.find((f) => f.slug === FUNDS.full)?.state).toBe('waitlisted');
    expect(funds.find((f) => f.slug === FUNDS.closed)?.state).toBe('closed');
  });

  it('puts open funds first and closed ones last, by name within each state', async () => {
    const funds = await listFunds();
    const rank = { open: 0, upcoming: 1, waitlisted: 2, closed: 3 } as const;
    const ranks = funds.map((f) => rank[f.state]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const open = funds.filter((f) => f.state === 'open').map((f) => f.name);
    expect(open).toEqual([...open].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(funds.at(-1)?.state).toBe('closed');
  });

  it('shows a logged-in investor the state their reservation gives them, as the fund page does', async () => {
    const { app } = t();
    const now = Date.now();
    const [template] = demoFunds(new Date(now));
    if (!template) throw new Error('No demo fund');
    const slug = `reserved-fund-${backend}`;
    const fund = { ...template.fund, slug, code: 'RSV', name: 'Reserved Fund' };
    const window = { startDatetime: new Date(now - 30 * DAY), closeDatetime: new Date(now + 30 * DAY) };
    await repositoriesOf(app).funds.upsert(fund, {
      portalType: 'fullQcp',
      ...window,
      endDatetime: new Date(now + DAY),
    });
    const holder = await investorOnFund(app, slug);
    const record = await repositoriesOf(app).transactions.findOwned(holder.transactionId, holder.userId);
    if (!record) throw new Error('The investment was not started');
    await repositoriesOf(app).transactions.patch(holder.transactionId, holder.userId, record.version, {
      reservationAmount: 5_000_000,
    });
    // The end date passes: only investors holding a reservation may still invest (docs/spec.md §4 waitlist).
    await repositoriesOf(app).funds.upsert(fund, {
      portalType: 'fullQcp',
      ...window,
      endDatetime: new Date(now - DAY),
    });

    expect((await listFunds()).find((f) => f.slug === slug)?.state).toBe('waitlisted');
    expect((await listFunds(holder.cookie)).find((f) => f.slug === slug)?.state).toBe('open');
    const fundPage = await getJson(app, `/api/fund/${slug}`, { cookie: holder.cookie });
    expect(fundPage.json().state).toBe('open');
  });

  it('refuses query parameters it does not know', async () => {
    const response = await getJson(t().app, '/api/funds?includeHidden=true');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
