// docs/security.md 'Sessions' (OWASP ASVS level 2, V3.3): a session ends after 30 minutes without a request and 12
// hours after the login however busy; the wizard saved every step, so logging in again resumes where it stood.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  useTestApp,
} from '../../test/test-app';
import { FUNDS, investorOnFund, seedFunds, walkTo } from '../investment-flow/testing/flow-fixtures';

const MINUTE = 60_000;

describe.each(testBackends())('session limits on %s', (backend) => {
  let clock = new Date('2026-11-25T09:00:00Z');
  const t = useTestApp(backend, { now: () => clock, sessionLimits: { idleMs: 30 * MINUTE, maxMs: 12 * 60 * MINUTE } });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const isLoggedIn = async (cookie: string) =>
    (await getJson(t().app, '/api/me', { cookie })).json().isLoggedIn as boolean;

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('stays open while used, and ends after 30 minutes without a request', async () => {
    const { cookie } = await signUp(t().app);
    later(29);
    expect(await isLoggedIn(cookie)).toBe(true);
    later(29);
    expect(await isLoggedIn(cookie)).toBe(true);
    later(31);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('ends 12 hours after the login however busy it is', async () => {
    const { cookie } = await signUp(t().app);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      later(20);
      expect(await isLoggedIn(cookie), `${minutes + 20} minutes in`).toBe(true);
    }
    later(21);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('lets the investor log in again after an idle end and find the investment at the step it stood', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    later(45);
    const expired = await getJson(app, `/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, investor);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().redirectPath).toBe(`/fund/login/${FUNDS.promotedVenture}`);
    const again = await postJson(app, '/api/login', { email: investor.email, password: TEST_PASSWORD });
    const cookie = sessionCookieOf(again);
    const answer = await getJson(app, `/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, { cookie });
    const transaction = (answer.json().transactions as { integrationId: string; currentStep: string }[]).find(
      (t) => t.integrationId === investor.transactionId,
    );
    expect(transaction?.currentStep).toBe('NAME_PHONE');
  });
});
