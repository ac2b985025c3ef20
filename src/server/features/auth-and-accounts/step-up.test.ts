// docs/security.md 'Step-up': the routes of STEP_UP_ROUTES (full tax ids, a fund's bank details, webhooks, acting as an
// investor) need the password or a code of the authenticator app given in the session within ten minutes; past that,
// 403 with `stepUp`, and POST /api/account/confirm opens them again for ten minutes. Every back-office route is
// classified here, so a new one cannot be added without deciding. And an admin holds no admin power until they have a
// second factor ('Admins').
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import { CODE_WRONG, CONFIRM_IDENTITY, SECOND_FACTOR_REQUIRED } from '../../../shared/api/two-step';
import { DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-people';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { currentCode, enrolTotp } from '../../test/two-step';
import { signedIndividual } from '../back-office/testing/admin-fixtures';
import { roomOf } from '../data-room/testing/data-room-fixtures';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { STEP_UP_ROUTES } from './auth-first';

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
  /** What the admin could do before enrolling a second factor. */
  let withoutFactor: { visitor: string; verify: number; pipeline: { statusCode: number; message: string } };

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    const login = await postJson(app, '/api/login', {
      email: 'admin@investor-portal.local',
      password: DEMO_ADMIN_PASSWORD,
    });
    cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const investor = await signedIndividual(app);
    const status = await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor);
    const envelopeId = status.json().envelopeId as string;
    const verify = () => postJson(app, '/api/signing/verify', { envelopeId }, { cookie });
    const pipeline = await getJson(app, `/api/admin/funds/${slug}/pipeline`, { cookie });
    withoutFactor = {
      visitor: (await roomOf(app, slug, { cookie })).visitor,
      verify: (await verify()).statusCode,
      pipeline: { statusCode: pipeline.statusCode, message: pipeline.json().message },
    };
    ({ secret } = await enrolTotp(app, cookie, DEMO_ADMIN_PASSWORD));
    withAdminPower = { visitor: (await roomOf(app, slug, { cookie })).visitor, verify: (await verify()).statusCode };
  });
  let withAdminPower: { visitor: string; verify: number };

  it('gives an admin without a second factor no admin power: not the back office, the data room or others’ agreements', () => {
    expect(withoutFactor).toEqual({
      visitor: 'investor',
      verify: 404,
      pipeline: { statusCode: 403, message: SECOND_FACTOR_REQUIRED },
    });
    expect(withAdminPower).toEqual({ visitor: 'admin', verify: 200 });
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

  // Every back-office route that needs no step-up, named: a route added to the back office fails this test until it
  // is put in STEP_UP_ROUTES or here.
  const WITHOUT_STEP_UP = [
    'GET /api/admin/signing/funds/:slug/template',
    'POST /api/admin/signing/funds/:slug/template',
    'GET /api/admin/signing/transactions/:transactionId/document',
    'GET /api/admin/signing/transactions/:transactionId/events',
    'GET /api/admin/investors',
    'GET /api/admin/impersonation',
    'POST /api/admin/impersonate/stop',
    'GET /api/admin/funds',
    'GET /api/admin/funds/:slug',
    'POST /api/admin/funds',
    'POST /api/admin/funds/:slug',
    'POST /api/admin/agreement-preview',
    'GET /api/admin/funds/:slug/page',
    'POST /api/admin/funds/:slug/page',
    'POST /api/admin/funds/:slug/team/:memberId/photo',
    'GET /api/admin/funds/:slug/pipeline',
    'GET /api/admin/transactions/:transactionId',
    'POST /api/admin/transactions/:transactionId/approve',
    'POST /api/admin/transactions/:transactionId/reject',
    'POST /api/admin/transactions/:transactionId/dates',
    'POST /api/admin/transactions/:transactionId/countersign',
    'POST /api/admin/transactions/:transactionId/change-request',
    'POST /api/admin/funds/:slug/bulk/approve',
    'POST /api/admin/funds/:slug/bulk/countersign',
    'POST /api/admin/funds/:slug/bulk/remind',
    'POST /api/admin/funds/:slug/bulk/export.csv',
    'POST /api/admin/reminders/run',
    'POST /api/admin/signing/reminders',
    'POST /api/admin/transactions/:transactionId/remind',
    'POST /api/admin/investors/:userId/reminders',
    'GET /api/admin/funds/:slug/export.csv',
    'GET /api/admin/audit',
    'POST /api/admin/audit/verify',
    'GET /api/admin/funds/:slug/wire-instructions',
    'GET /api/admin/funds/:slug/dashboard',
    'GET /api/admin/funds/:slug/funnel',
    'GET /api/admin/verifications',
    'GET /api/admin/verifications/:verificationId/document',
    'POST /api/admin/verifications/:verificationId/decision',
    'GET /api/admin/funds/:slug/data-room',
    'POST /api/admin/funds/:slug/data-room/settings',
    'POST /api/admin/funds/:slug/data-room/documents',
    'POST /api/admin/funds/:slug/data-room/documents/:documentId',
    'POST /api/admin/funds/:slug/data-room/documents/:documentId/versions',
    'POST /api/admin/funds/:slug/data-room/documents/:documentId/remove',
    'POST /api/admin/funds/:slug/data-room/order',
    'GET /api/admin/funds/:slug/data-room/documents/:documentId/versions/:version',
    'GET /api/admin/funds/:slug/webhooks',
    'POST /api/admin/funds/:slug/webhooks/endpoints/:endpointId/remove',
    'POST /api/admin/funds/:slug/webhooks/deliveries/:deliveryId/resend',
    'GET /api/admin/openapi.json',
    'GET /api/admin/waiting',
    'GET /api/admin/screening',
    'POST /api/admin/transactions/:transactionId/screening',
    // Invitations carry a name, an address and an amount agreed, and move no money: no step-up.
    'POST /api/admin/funds/:slug/invitations/preview',
    'POST /api/admin/funds/:slug/invitations',
    'GET /api/admin/funds/:slug/invitations',
    'POST /api/admin/invitations/:id/resend',
    'POST /api/admin/invitations/:id/withdraw',
  ];

  it('classifies every back-office route: in the step-up list, or named as needing none', () => {
    const routes = t()
      .app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const stepUp = STEP_UP_ROUTES.map((r) => `${r.method} ${r.url}`);
    // export.csv is in both: with every tax id in full (its `when`) it needs step-up, masked it does not.
    expect(new Set(routes)).toEqual(new Set([...stepUp, ...WITHOUT_STEP_UP]));
  });

  const ID = '00000000-0000-4000-8000-000000000000';
  const concrete = (url: string) =>
    url.replace(':slug', slug).replace(/:(transactionId|endpointId|deliveryId|userId|documentId)/, ID);

  it.each(STEP_UP_ROUTES.map((rule) => [`${rule.method} ${rule.url}`, rule] as const))(
    'asks again past the window before %s, whatever the body',
    async (_name, rule) => {
      later(11);
      const url = `${concrete(rule.url)}${rule.url.endsWith('export.csv') ? '?taxIds=full' : ''}`;
      for (const method of rule.method === 'GET' ? ['GET', 'HEAD'] : ['POST']) {
        const response = await t().app.inject({
          method: method as 'GET' | 'HEAD' | 'POST',
          url,
          headers: { cookie, ...(method === 'POST' && { 'content-type': 'application/json' }) },
          ...(method === 'POST' && { payload: '{"not":"the right body"}' }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        if (method !== 'HEAD') expect(response.json()).toEqual({ message: CONFIRM_IDENTITY, stepUp: true });
      }
      // Confirmed again, the same call goes on to the route's own rules (here: the body, or what it names, is refused).
      expect((await confirmWith({ code: await currentCode(t().app, secret) })).statusCode).toBe(200);
      const after = await t().app.inject({
        method: rule.method as 'GET' | 'POST',
        url,
        headers: { cookie, ...(rule.method === 'POST' && { 'content-type': 'application/json' }) },
        ...(rule.method === 'POST' && { payload: '{"not":"the right body"}' }),
      });
      expect(after.statusCode === 403 && after.body.includes('stepUp'), `${rule.method} ${url}`).toBe(false);
    },
  );
});
