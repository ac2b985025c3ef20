// docs/security.md 'Step-up': the full-tax-id export and changes to a fund's bank details need the password or a code
// of the authenticator app given in the session within ten minutes; past that, 403 with `stepUp`, and
// POST /api/account/confirm opens them again for ten minutes.
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import { CODE_WRONG, CONFIRM_IDENTITY } from '../../../shared/api/two-step';
import { DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-people';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { currentCode, enrolTotp } from '../../test/two-step';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';

const MINUTE = 60_000;
const WIRE = {
  bankName: 'First Metropolitan Trust',
  bankAddress: '1 Market Street, San Francisco, CA 94105',
  beneficiaryName: 'Venture Fund IV, L.P.',
  beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
  accountNumber: '000987654321',
  routingNumber: '021000021',
  swiftCode: 'fmtsus33',
};

describe.each(testBackends())('step-up before sensitive actions on %s', (backend) => {
  let clock = new Date('2026-11-26T09:00:00Z');
  const t = useTestApp(backend, { now: () => clock });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const slug = FUNDS.promotedVenture;
  let cookie = '';
  let secret = '';

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    const login = await postJson(app, '/api/login', {
      email: 'admin@investor-portal.local',
      password: DEMO_ADMIN_PASSWORD,
    });
    cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    ({ secret } = await enrolTotp(app, cookie, DEMO_ADMIN_PASSWORD));
  });

  const fullCsv = () => getJson(t().app, `/api/admin/funds/${slug}/export.csv?taxIds=full`, { cookie });
  const maskedCsv = () => getJson(t().app, `/api/admin/funds/${slug}/export.csv`, { cookie });
  const proposeWire = () => postJson(t().app, `/api/admin/funds/${slug}/wire-instructions`, WIRE, { cookie });
  const confirmWith = (body: Record<string, string>) => postJson(t().app, '/api/account/confirm', body, { cookie });

  it('lets the full tax ids out within ten minutes of the login, and asks again after', async () => {
    expect((await fullCsv()).statusCode).toBe(200);
    later(11);
    const refused = await fullCsv();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CONFIRM_IDENTITY, stepUp: true });
    // The masked export needs nothing more.
    expect((await maskedCsv()).statusCode).toBe(200);

    const wrong = await confirmWith({ password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: CURRENT_PASSWORD_WRONG });
    expect((await fullCsv()).statusCode).toBe(403);
    const confirmed = await confirmWith({ password: DEMO_ADMIN_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmedUntil: new Date(clock.getTime() + 10 * MINUTE).toISOString() });
    expect((await fullCsv()).statusCode).toBe(200);
  });

  it('asks again before a change of the bank details, and takes a code of the app instead of the password', async () => {
    later(11);
    const refused = await proposeWire();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().stepUp).toBe(true);
    expect(
      (await postJson(t().app, `/api/admin/funds/${slug}/wire-instructions/confirm`, {}, { cookie })).json(),
    ).toEqual({ message: CONFIRM_IDENTITY, stepUp: true });
    const wrong = await confirmWith({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: CODE_WRONG });
    expect((await confirmWith({ code: await currentCode(t().app, secret) })).statusCode).toBe(200);
    expect((await proposeWire()).statusCode).toBe(200);
    expect((await confirmWith({})).statusCode).toBe(400);
    expect((await postJson(t().app, '/api/account/confirm', { password: DEMO_ADMIN_PASSWORD })).statusCode).toBe(401);
  });
});
