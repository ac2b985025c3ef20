import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../db/seed/demo-people';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  walkTo,
} from '../features/investment-flow/testing/flow-fixtures';
import { repositoriesOf } from './repositories-of';
import { getJson, postJson, signUp, testBackends, useTestApp } from './test-app';
import { logInThroughSecondFactor } from './two-step';

type Caller = 'logged out' | 'another investor' | 'an admin';
type Probe = {
  name: string;
  call: (app: FastifyInstance, cookie: string | undefined, owner: InvestorOnFund) => ReturnType<typeof getJson>;
  expected: Record<Caller, number>;
};

const onOwnerTransaction = (url: string, body: (owner: InvestorOnFund) => object) => ({
  call: (app: FastifyInstance, cookie: string | undefined, owner: InvestorOnFund) =>
    postJson(app, url, body(owner), cookie ? { cookie } : {}),
  expected: { 'logged out': 401, 'another investor': 404, 'an admin': 404 },
});

/** Every route that touches an investor's data, as a caller who is not that investor. */
const PROBES: Probe[] = [
  {
    name: 'GET /api/user-investments',
    call: (app, cookie) => getJson(app, '/api/user-investments', cookie ? { cookie } : {}),
    expected: { 'logged out': 401, 'another investor': 200, 'an admin': 200 },
  },
  {
    name: 'GET /api/user-investments on the fund',
    call: (app, cookie) =>
      getJson(app, `/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, cookie ? { cookie } : {}),
    expected: { 'logged out': 401, 'another investor': 200, 'an admin': 500 },
  },
  {
    name: 'POST /api/submit-step',
    ...onOwnerTransaction('/api/submit-step', (o) => ({
      transactionIntegrationId: o.transactionId,
      currentStep: 'NAME_PHONE',
      values: { legalFirstName: 'Mallory', legalLastName: 'X', mobilePhone: '+1 212 555 0100', preferredFirstName: '' },
    })),
  },
  {
    name: 'POST /api/previous-step',
    ...onOwnerTransaction('/api/previous-step', (o) => ({
      transactionIntegrationId: o.transactionId,
      currentStep: 'NAME_PHONE',
    })),
  },
  {
    name: 'POST /api/update-investment',
    ...onOwnerTransaction('/api/update-investment', (o) => ({
      transactionIntegrationId: o.transactionId,
      amount: 5_000_000,
    })),
  },
  {
    name: 'POST /api/admin/impersonate',
    call: (app, cookie, owner) =>
      postJson(app, '/api/admin/impersonate', { userId: owner.userId }, cookie ? { cookie } : {}),
    expected: { 'logged out': 401, 'another investor': 403, 'an admin': 200 },
  },
  {
    name: 'GET /api/admin/investors',
    call: (app, cookie) => getJson(app, '/api/admin/investors', cookie ? { cookie } : {}),
    expected: { 'logged out': 401, 'another investor': 403, 'an admin': 200 },
  },
];

describe.each(testBackends())('access control on %s', (backend) => {
  const t = useTestApp(backend);
  let owner: InvestorOnFund;
  const cookies: Record<Caller, string | undefined> = {
    'logged out': undefined,
    'another investor': undefined,
    'an admin': undefined,
  };

  const loginAsAdmin = async (app: FastifyInstance) =>
    (await logInThroughSecondFactor(app, 'admin@investor-portal.local', DEMO_ADMIN_PASSWORD)).cookie;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    owner = await investorOnFund(app);
    await walkTo(app, owner, 'NAME_PHONE');
    const other = await investorOnFund(app);
    cookies['another investor'] = other.cookie;
  });

  describe.each(['logged out', 'another investor', 'an admin'] as const)('as %s', (caller) => {
    it.each(PROBES)('$name answers the expected status and none of the owner’s data', async (probe) => {
      const { app } = t();
      // A fresh admin session per probe, so an impersonation started by one probe does not leak into the next.
      const cookie = caller === 'an admin' ? await loginAsAdmin(app) : cookies[caller];
      const response = await probe.call(app, cookie, owner);
      expect(response.statusCode).toBe(probe.expected[caller]);
      if (probe.name === 'POST /api/admin/impersonate') return;
      expect(response.body).not.toContain(owner.transactionId);
      expect(response.body).not.toContain(SSN_DIGITS);
      expect(response.body).not.toContain(SSN);
      expect(response.json().message ?? '').not.toMatch(/stack|at .*\.ts/);
    });
  });

  it("leaves the owner's transaction untouched after every probe", async () => {
    const stored = await repositoriesOf(t().app).transactions.findOwned(owner.transactionId, owner.userId);
    expect(stored?.currentStep).toBe('NAME_PHONE');
    expect(stored?.transaction.amount).toBeNull();
    expect(stored?.values.legalFirstName).not.toBe('Mallory');
  });

  it('does not let an investor impersonate or an admin impersonate another admin', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const asInvestor = await postJson(app, '/api/admin/impersonate', { userId: owner.userId }, investor);
    expect(asInvestor.statusCode).toBe(403);
    const adminCookie = await loginAsAdmin(app);
    const me = (await getJson(app, '/api/me', { cookie: adminCookie })).json();
    const self = await postJson(app, '/api/admin/impersonate', { userId: me.user.id }, { cookie: adminCookie });
    expect(self.statusCode).toBe(404);
    const bogus = await postJson(app, '/api/admin/impersonate', { userId: 'not-a-uuid' }, { cookie: adminCookie });
    expect(bogus.statusCode).toBe(404);
  });
});
