// Issue 'Tests': the access matrix for every /api/admin route — logged out, an investor, a delegate acting for an
// investor, the demo admin, another admin, and an admin acting as an investor — and the investor's own activity page.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth-and-accounts/public-api';
import { delegateActingFor } from '../auth-and-accounts/testing/delegate-fixtures';
import { type InvestorOnFund, investorOnFund, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { createSecondAdmin, logInAdmin, validFundInput } from './testing/admin-fixtures';

type RefusedCaller = 'logged out' | 'an investor' | 'a delegate acting for an investor';
type AdminCaller = 'the admin' | 'another admin' | 'an admin acting as an investor';
type Route = { method: 'GET' | 'POST'; path: string };

/** Every route of the app, read from Fastify's route tree: a new /api/admin route without a probe fails the test. */
const registeredRoutes = (app: FastifyInstance): Route[] => {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    for (const method of methods.split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push({ method, path: stack.join('') });
    }
  }
  return routes;
};

type Ids = { slug: string; transactionId: string; userId: string };
type Probe = { path: (ids: Ids) => string; body?: (ids: Ids) => unknown };

const ONE_PAGE_PDF = Buffer.from('%PDF-1.7\n%%EOF').toString('base64');
/** A PNG's first bytes: judged an image, for a team member nobody has (admins get 404). */
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
/** A verification id no item has: admins get 404, everyone else is refused before the lookup. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A request for each admin route, with a body its schema accepts (so the status says who may call it). */
const PROBES: Record<string, Probe> = {
  'GET /api/admin/investors': { path: () => '/api/admin/investors' },
  'POST /api/admin/investors/:userId/reminders': {
    path: ({ userId }) => `/api/admin/investors/${userId}/reminders`,
    body: () => ({ isPaused: false }),
  },
  'GET /api/admin/impersonation': { path: () => '/api/admin/impersonation' },
  'POST /api/admin/impersonate': { path: () => '/api/admin/impersonate', body: () => ({ userId: 'x' }) },
  'POST /api/admin/impersonate/allow-edits': { path: () => '/api/admin/impersonate/allow-edits', body: () => ({}) },
  'POST /api/admin/impersonate/stop': { path: () => '/api/admin/impersonate/stop', body: () => ({}) },
  'GET /api/admin/funds': { path: () => '/api/admin/funds' },
  'POST /api/admin/funds': { path: () => '/api/admin/funds', body: () => validFundInput() },
  'GET /api/admin/funds/:slug': { path: ({ slug }) => `/api/admin/funds/${slug}` },
  'POST /api/admin/funds/:slug': {
    path: ({ slug }) => `/api/admin/funds/${slug}`,
    body: ({ slug }) => validFundInput({ slug }),
  },
  'GET /api/admin/funds/:slug/page': { path: ({ slug }) => `/api/admin/funds/${slug}/page` },
  'POST /api/admin/funds/:slug/page': {
    path: ({ slug }) => `/api/admin/funds/${slug}/page`,
    body: () => ({ overviewMarkdown: 'A fund.', team: [], faq: [] }),
  },
  'POST /api/admin/funds/:slug/team/:memberId/photo': {
    path: ({ slug }) => `/api/admin/funds/${slug}/team/${UNKNOWN_ID}/photo`,
    body: () => ({ fileName: 'photo.png', dataBase64: PNG_HEAD }),
  },
  'GET /api/admin/funds/:slug/wire-instructions': { path: ({ slug }) => `/api/admin/funds/${slug}/wire-instructions` },
  'POST /api/admin/funds/:slug/wire-instructions': {
    path: ({ slug }) => `/api/admin/funds/${slug}/wire-instructions`,
    body: () => ({
      bankName: 'First Metropolitan Trust',
      bankAddress: '1 Market Street, San Francisco, CA 94105',
      beneficiaryName: 'Back Office Fund, L.P.',
      beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
      accountNumber: '000987654321',
      routingNumber: '021000021',
      swiftCode: '',
    }),
  },
  'POST /api/admin/funds/:slug/wire-instructions/confirm': {
    path: ({ slug }) => `/api/admin/funds/${slug}/wire-instructions/confirm`,
    body: () => ({}),
  },
  'GET /api/admin/funds/:slug/data-room': { path: ({ slug }) => `/api/admin/funds/${slug}/data-room` },
  'POST /api/admin/funds/:slug/data-room/settings': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/settings`,
    body: () => ({ ndaRequired: false }),
  },
  'POST /api/admin/funds/:slug/data-room/documents': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/documents`,
    body: () => ({
      title: 'Probe',
      category: 'other',
      accessLevel: 'public',
      file: { fileName: 'p.pdf', dataBase64: ONE_PAGE_PDF },
    }),
  },
  'POST /api/admin/funds/:slug/data-room/documents/:documentId': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/documents/${UNKNOWN_ID}`,
    body: () => ({ title: 'Probe', category: 'other', accessLevel: 'public' }),
  },
  'POST /api/admin/funds/:slug/data-room/documents/:documentId/versions': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/documents/${UNKNOWN_ID}/versions`,
    body: () => ({ file: { fileName: 'p.pdf', dataBase64: ONE_PAGE_PDF } }),
  },
  'POST /api/admin/funds/:slug/data-room/documents/:documentId/remove': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/documents/${UNKNOWN_ID}/remove`,
    body: () => ({}),
  },
  'GET /api/admin/funds/:slug/data-room/documents/:documentId/versions/:version': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/documents/${UNKNOWN_ID}/versions/1`,
  },
  'POST /api/admin/funds/:slug/data-room/order': {
    path: ({ slug }) => `/api/admin/funds/${slug}/data-room/order`,
    body: () => ({ documentIds: [] }),
  },
  'GET /api/admin/funds/:slug/pipeline': { path: ({ slug }) => `/api/admin/funds/${slug}/pipeline` },
  'GET /api/admin/funds/:slug/dashboard': { path: ({ slug }) => `/api/admin/funds/${slug}/dashboard` },
  'GET /api/admin/funds/:slug/funnel': { path: ({ slug }) => `/api/admin/funds/${slug}/funnel?idleDays=14` },
  'GET /api/admin/funds/:slug/export.csv': { path: ({ slug }) => `/api/admin/funds/${slug}/export.csv` },
  'GET /api/admin/funds/:slug/agreements.zip': { path: ({ slug }) => `/api/admin/funds/${slug}/agreements.zip` },
  'POST /api/admin/agreement-preview': {
    path: () => '/api/admin/agreement-preview',
    body: () => ({ pdfBase64: ONE_PAGE_PDF }),
  },
  'GET /api/admin/audit': { path: () => '/api/admin/audit' },
  'POST /api/admin/audit/verify': { path: () => '/api/admin/audit/verify', body: () => ({}) },
  'GET /api/admin/transactions/:transactionId': { path: (ids) => `/api/admin/transactions/${ids.transactionId}` },
  'POST /api/admin/transactions/:transactionId/approve': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/approve`,
    body: () => ({}),
  },
  'POST /api/admin/transactions/:transactionId/reject': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/reject`,
    body: () => ({ reason: 'The fund is fully subscribed.' }),
  },
  'POST /api/admin/transactions/:transactionId/remind': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/remind`,
    body: () => ({}),
  },
  'POST /api/admin/transactions/:transactionId/dates': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/dates`,
    body: () => ({}),
  },
  'POST /api/admin/transactions/:transactionId/countersign': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/countersign`,
    body: () => ({}),
  },
  'POST /api/admin/transactions/:transactionId/change-request': {
    path: (ids) => `/api/admin/transactions/${ids.transactionId}/change-request`,
    body: () => ({ mode: 'resignOnly', items: [{ field: 'legalFirstName', note: 'Please sign again.' }] }),
  },
  'POST /api/admin/funds/:slug/bulk/approve': {
    path: ({ slug }) => `/api/admin/funds/${slug}/bulk/approve`,
    body: (ids) => ({ transactionIds: [ids.transactionId] }),
  },
  'POST /api/admin/funds/:slug/bulk/countersign': {
    path: ({ slug }) => `/api/admin/funds/${slug}/bulk/countersign`,
    body: (ids) => ({ transactionIds: [ids.transactionId] }),
  },
  'POST /api/admin/funds/:slug/bulk/remind': {
    path: ({ slug }) => `/api/admin/funds/${slug}/bulk/remind`,
    body: (ids) => ({ transactionIds: [ids.transactionId] }),
  },
  'POST /api/admin/funds/:slug/bulk/export.csv': {
    path: ({ slug }) => `/api/admin/funds/${slug}/bulk/export.csv`,
    body: (ids) => ({ transactionIds: [ids.transactionId] }),
  },
  'POST /api/admin/reminders/run': { path: () => '/api/admin/reminders/run', body: () => ({}) },
  'GET /api/admin/signing/funds/:slug/template': { path: ({ slug }) => `/api/admin/signing/funds/${slug}/template` },
  'POST /api/admin/signing/funds/:slug/template': {
    path: ({ slug }) => `/api/admin/signing/funds/${slug}/template`,
    body: () => ({ pdfBase64: ONE_PAGE_PDF }),
  },
  'GET /api/admin/signing/transactions/:transactionId/document': {
    path: (ids) => `/api/admin/signing/transactions/${ids.transactionId}/document`,
  },
  'GET /api/admin/signing/transactions/:transactionId/tax-form': {
    path: (ids) => `/api/admin/signing/transactions/${ids.transactionId}/tax-form`,
  },
  'GET /api/admin/signing/transactions/:transactionId/events': {
    path: (ids) => `/api/admin/signing/transactions/${ids.transactionId}/events`,
  },
  'POST /api/admin/signing/reminders': { path: () => '/api/admin/signing/reminders', body: () => ({}) },
  'GET /api/admin/funds/:slug/webhooks': { path: ({ slug }) => `/api/admin/funds/${slug}/webhooks` },
  'POST /api/admin/funds/:slug/webhooks': {
    path: ({ slug }) => `/api/admin/funds/${slug}/webhooks`,
    body: () => ({ url: 'https://crm.example.com/hooks/portal', eventTypes: ['subscription.created'] }),
  },
  'POST /api/admin/funds/:slug/webhooks/endpoints/:endpointId/remove': {
    path: ({ slug }) => `/api/admin/funds/${slug}/webhooks/endpoints/${UNKNOWN_ID}/remove`,
    body: () => ({}),
  },
  'POST /api/admin/funds/:slug/webhooks/deliveries/:deliveryId/resend': {
    path: ({ slug }) => `/api/admin/funds/${slug}/webhooks/deliveries/${UNKNOWN_ID}/resend`,
    body: () => ({}),
  },
  'GET /api/admin/openapi.json': { path: () => '/api/admin/openapi.json' },
  'GET /api/admin/screening': { path: () => '/api/admin/screening' },
  'POST /api/admin/screening/:matchId/decision': {
    path: () => `/api/admin/screening/${UNKNOWN_ID}/decision`,
    body: () => ({ decision: 'clear', note: 'Not the person.' }),
  },
  'POST /api/admin/transactions/:transactionId/screening': {
    path: ({ transactionId }) => `/api/admin/transactions/${transactionId}/screening`,
    body: () => ({}),
  },
  'POST /api/admin/funds/:slug/invitations/preview': {
    path: ({ slug }) => `/api/admin/funds/${slug}/invitations/preview`,
    body: () => ({ text: 'Ada Lovelace,ada.probe@example.com,"250,000"' }),
  },
  // A row that is refused: the probe sends nobody an invitation.
  'POST /api/admin/funds/:slug/invitations': {
    path: ({ slug }) => `/api/admin/funds/${slug}/invitations`,
    body: () => ({ text: 'No One,nobody@,1' }),
  },
  'GET /api/admin/funds/:slug/invitations': { path: ({ slug }) => `/api/admin/funds/${slug}/invitations` },
  'POST /api/admin/invitations/:id/resend': { path: () => `/api/admin/invitations/${UNKNOWN_ID}/resend` },
  'POST /api/admin/invitations/:id/withdraw': { path: () => `/api/admin/invitations/${UNKNOWN_ID}/withdraw` },
  'GET /api/admin/verifications': { path: () => '/api/admin/verifications?status=todo' },
  'GET /api/admin/waiting': { path: () => '/api/admin/waiting' },
  'GET /api/admin/verifications/:verificationId/document': {
    path: () => `/api/admin/verifications/${UNKNOWN_ID}/document`,
  },
  'POST /api/admin/verifications/:verificationId/decision': {
    path: () => `/api/admin/verifications/${UNKNOWN_ID}/decision`,
    body: () => ({ decision: 'denied', reason: 'The document is unreadable.' }),
  },
};

/** Refused (403) to an admin acting as an investor: the fund's signature comes from a session that is nobody else's. */
const REFUSED_WHILE_ACTING = new Set([
  'POST /api/admin/transactions/:transactionId/countersign',
  'POST /api/admin/funds/:slug/bulk/countersign',
]);

const call = (app: FastifyInstance, route: Route, ids: Ids, cookie: string | undefined) => {
  const probe = PROBES[`${route.method} ${route.path}`];
  if (!probe) throw new Error(`No probe for ${route.method} ${route.path}`);
  const options = cookie ? { cookie } : {};
  return route.method === 'GET'
    ? getJson(app, probe.path(ids), options)
    : postJson(app, probe.path(ids), probe.body?.(ids) ?? {}, options);
};

describe.each(testBackends())('access to the back office on %s', (backend) => {
  const t = useTestApp(backend);
  let owner: InvestorOnFund;
  let ids: Ids;
  let adminRoutes: Route[];

  beforeAll(async () => {
    await seedFunds(t().app);
    owner = await investorOnFund(t().app);
    const fund = validFundInput();
    const created = await postJson(t().app, '/api/admin/funds', fund, await logInAdmin(t().app));
    expect(created.statusCode).toBe(201);
    ids = { slug: fund.fund.slug, transactionId: owner.transactionId, userId: owner.userId };
    adminRoutes = registeredRoutes(t().app).filter((route) => route.path.startsWith('/api/admin'));
  });

  const cookieOf = async (caller: RefusedCaller): Promise<string | undefined> => {
    const { app } = t();
    switch (caller) {
      case 'logged out':
        return undefined;
      case 'an investor':
        return (await investorOnFund(app)).cookie;
      case 'a delegate acting for an investor':
        return (await delegateActingFor(app, t().smtp, await investorOnFund(app))).cookie;
    }
  };

  it('has a probe for every admin route', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(Object.keys(PROBES).length);
    for (const route of adminRoutes) expect(Object.keys(PROBES)).toContain(`${route.method} ${route.path}`);
  });

  it.each<[RefusedCaller, number]>([
    ['logged out', 401],
    ['an investor', 403],
    ['a delegate acting for an investor', 403],
  ])('refuses every admin route to %s with %i', async (caller, expected) => {
    const cookie = await cookieOf(caller);
    for (const route of adminRoutes) {
      const response = await call(t().app, route, ids, cookie);
      expect({ route, status: response.statusCode }).toEqual({ route, status: expected });
    }
  });

  /**
   * An admin caller: logged in once through the password and the second factor, then a fresh session of that admin
   * per request (what a login opens, without hashing the password again), so that one probe never changes the next.
   */
  const adminSessions = async (caller: AdminCaller): Promise<() => Promise<string>> => {
    const { app } = t();
    const { userId } = caller === 'another admin' ? await createSecondAdmin(app) : await logInAdmin(app);
    return async () => {
      const cookie = `${SESSION_COOKIE}=${await repositoriesOf(app).sessions.create(userId, app.deps.now())}`;
      if (caller === 'an admin acting as an investor') {
        const acting = await postJson(app, '/api/admin/impersonate', { userId: owner.userId }, { cookie });
        expect(acting.statusCode, acting.body).toBe(200);
      }
      return cookie;
    };
  };

  it.each<AdminCaller>(['the admin', 'another admin', 'an admin acting as an investor'])(
    'answers every admin route to %s',
    async (caller) => {
      const freshSession = await adminSessions(caller);
      for (const route of adminRoutes) {
        const response = await call(t().app, route, ids, await freshSession());
        const status = response.statusCode;
        if (caller === 'an admin acting as an investor' && REFUSED_WHILE_ACTING.has(`${route.method} ${route.path}`)) {
          expect({ route, status }).toEqual({ route, status: 403 });
          continue;
        }
        expect({ route, status, isAllowed: ![401, 403].includes(status) && (status < 500 || status === 501) }).toEqual({
          route,
          status,
          isAllowed: true,
        });
      }
    },
  );

  it('shows investors what admins did on their account, and only their own', async () => {
    const { app } = t();
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: owner.userId }, admin);
    await postJson(app, '/api/admin/impersonate/stop', {}, admin);
    expect((await getJson(app, '/api/account/admin-activity')).statusCode).toBe(401);
    const mine = (await getJson(app, '/api/account/admin-activity', owner)).json();
    expect(mine.entries).toContainEqual(
      expect.objectContaining({
        description: 'An administrator opened your account to view it.',
        adminEmail: admin.email,
      }),
    );
    const stranger = (await getJson(app, '/api/account/admin-activity', await investorOnFund(app))).json();
    expect(stranger.entries).toEqual([]);
  });
});
