// Every API route but the public ones answers a logged-out caller 401 before it reads the body or query (auth-first.ts):
// walked over every route the app registers, each called with a body or query it would refuse.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';

const LOGIN = 'Please log in to continue.';

/** A route's URL with its parameters filled in: a real fund slug, else an id nobody has. */
const urlOf = (pattern: string): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'slug' ? FUNDS.promotedVenture : randomUUID()));

describe.each(testBackends())('a session before anything else on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('knows the public routes and guards every other one', () => {
    const { apiRoutes } = t().app;
    const publicUrls = [...new Set(apiRoutes.filter((r) => r.isPublic).map((r) => r.url))].sort();
    expect(publicUrls).toEqual(
      [
        '/api/account/email/confirm',
        '/api/fund/:slug',
        '/api/fund/:slug/data-room',
        '/api/fund/:slug/data-room/documents/:documentId',
        '/api/fund/:slug/team/:memberId/photo',
        '/api/fundraise-ui-config',
        '/api/funds',
        '/api/invitations/open',
        '/api/login',
        '/api/login/passkey',
        '/api/login/passkey/options',
        '/api/login/second-factor',
        '/api/logout',
        '/api/me',
        '/api/password-reset',
        '/api/password-reset/confirm',
        '/api/signup',
        ...new Set(apiRoutes.filter((r) => r.url.startsWith('/api/signing/co-signer/')).map((r) => r.url)),
      ].sort(),
    );
    expect(apiRoutes.filter((r) => !r.isPublic).length).toBeGreaterThan(50);
  });

  it('answers 401 to a logged-out call with a body or query it would refuse, on every guarded route', async () => {
    const { app } = t();
    const guarded = app.apiRoutes.filter((r) => !r.isPublic && r.method !== 'HEAD');
    const answers = await Promise.all(
      guarded.map(async ({ method, url }) => {
        const path = urlOf(url);
        const response =
          method === 'GET'
            ? await getJson(app, `${path}?unexpected=%00`)
            : await postJson(app, path, { unexpected: ['not', 'a', 'field'], portalFundSlug: 42 });
        return `${method} ${url} ${response.statusCode} ${response.json().message}`;
      }),
    );
    expect(answers).toEqual(guarded.map(({ method, url }) => `${method} ${url} 401 ${LOGIN}`));
  });

  it("names the fund's login when the call names a fund, read before validation", async () => {
    const { app } = t();
    const body = { portalFundSlug: FUNDS.promotedVenture, transactionIntegrationId: 'x', values: 'not an object' };
    const response = await postJson(app, '/api/submit-step', body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: LOGIN, redirectPath: `/fund/login/${FUNDS.promotedVenture}` });
    const hostile = await postJson(app, '/api/submit-step', { portalFundSlug: '../admin' });
    expect(hostile.json()).toEqual({ message: LOGIN, redirectPath: '/login' });
  });

  it('still validates the body of a logged-in call', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await postJson(app, '/api/submit-step', { unexpected: true }, { cookie });
    expect(response.statusCode).toBe(400);
  });
});
