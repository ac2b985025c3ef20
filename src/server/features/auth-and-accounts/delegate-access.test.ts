// docs/security.md 'Delegates': the delegate column of the access matrix, over every API route the app registers
// (read from the app, so a route added later is walked too). A delegate who is active, revoked, acting for another
// investor, or held to one investment calls each route with the investor's investment (or another one) in its path,
// body or query; the answers say what each may do and never carry a full tax id or another investment's data.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELEGATE_CANNOT_SIGN,
  DELEGATE_NOT_OWN_ACCOUNT,
  DELEGATE_ONE_INVESTMENT,
  DELEGATION_ENDED,
  WITHDRAWAL_OWN_ONLY,
} from '../../../shared/api/delegates';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  walkTo,
} from '../investment-flow/testing/flow-fixtures';
import { createAuthRepositories } from './auth-repositories';
import { type Delegate, delegateActingFor } from './testing/delegate-fixtures';

type Route = { method: string; url: string };
type Target = { slug: string; transactionId: string };

/** Bodies that pass each route's validation, so that the answer says who may call it; `{}` for the rest. */
const BODIES: Record<string, (target: Target) => unknown> = {
  'POST /api/submit-step': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    currentStep: 'INITIAL',
    values: {},
  }),
  'POST /api/previous-step': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    currentStep: 'INITIAL',
  }),
  'POST /api/withdraw-investment': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    reason: 'A delegate should never get this far.',
  }),
  'POST /api/update-investment': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    amount: 10_000_000,
  }),
  'POST /api/create-user-portfolio': ({ slug }) => ({ portalFundSlug: slug }),
  'POST /api/signing/session': ({ transactionId }) => ({ transactionIntegrationId: transactionId }),
  'POST /api/signing/consent': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    disclosureSha256: '0'.repeat(64),
  }),
  'POST /api/signing/sign': ({ transactionId }) => ({ transactionIntegrationId: transactionId }),
  'POST /api/signing/resend': ({ transactionId }) => ({
    transactionIntegrationId: transactionId,
    signerId: randomUUID(),
  }),
  'POST /api/fund/:slug/data-room/documents/:documentId/pages': () => ({ pages: [1] }),
};

/** Whose path: the investment and its fund, else an id nobody has. */
const urlOf = ({ method, url }: Route, target: Target): string => {
  const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'slug' ? target.slug : name === 'transactionId' ? target.transactionId : randomUUID(),
  );
  const query =
    method === 'GET' && path === '/api/user-investments' ? `?transactionIntegrationId=${target.transactionId}` : '';
  return `${path}${query}`;
};

const call = (app: FastifyInstance, route: Route, target: Target, cookie: string): Promise<LightMyRequestResponse> =>
  route.method === 'GET'
    ? getJson(app, urlOf(route, target), { cookie })
    : postJson(app, urlOf(route, target), BODIES[`${route.method} ${route.url}`]?.(target) ?? {}, { cookie });

/** Never a delegate's: signatures (the agreement, the NDAs), and the investor's own account. */
const SIGNING = [/^\/api\/signing\//, /^\/api\/syndication\/nda\/(open|consent|sign)$/, /\/data-room\/nda$/];
const refusalOf = (url: string): string | undefined => {
  if (SIGNING.some((route) => route.test(url))) return DELEGATE_CANNOT_SIGN;
  if (url.startsWith('/api/account/')) return DELEGATE_NOT_OWN_ACCOUNT;
  if (url === '/api/withdraw-investment') return WITHDRAWAL_OWN_ONLY;
  return undefined;
};

/** Routes whose answer names or needs the investment it is given. */
const NAMES_AN_INVESTMENT = new Set([
  'POST /api/submit-step',
  'POST /api/previous-step',
  'POST /api/update-investment',
  'GET /api/user-investments',
  'GET /api/investments/:transactionId/wire-instructions',
]);

const isAllowed = (status: number): boolean => ![401, 403].includes(status) && status < 500;

describe.each(testBackends())('what a delegate may call, route by route, on %s', (backend) => {
  const t = useTestApp(backend);
  let owner: InvestorOnFund;
  let secondInvestment: Target;
  let routes: Route[];

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    owner = await investorOnFund(app);
    await walkTo(app, owner, 'PROMOTED_INTEREST');
    const started = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.equityRaise }, owner);
    secondInvestment = { slug: FUNDS.equityRaise, transactionId: started.json().transactionIntegrationId };
    // Every route but the back office (a delegate is an investor: admin-access.test.ts), the co-signers' own links
    // (a session of their own) and logging out, called last.
    routes = app.apiRoutes
      .filter(
        (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/admin/') && !r.url.startsWith('/api/signing/co-signer/'),
      )
      .filter((r) => !r.url.startsWith('/api/logout'))
      .map(({ method, url }) => ({ method, url }));
  });

  const ownerTarget = (): Target => ({ slug: FUNDS.promotedVenture, transactionId: owner.transactionId });
  const expectNoTaxId = (route: Route, response: LightMyRequestResponse) =>
    expect({ route, hasTaxId: response.body.includes(SSN_DIGITS) || response.body.includes(SSN) }).toEqual({
      route,
      hasTaxId: false,
    });

  it('walks more than the handful of routes it names', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("lets an active delegate call every route but signing and the investor's account", async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, owner);
    for (const route of routes) {
      const response = await call(app, route, ownerTarget(), delegate.cookie);
      expectNoTaxId(route, response);
      const refusal = refusalOf(route.url);
      if (refusal) {
        expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
          route,
          status: 403,
          message: refusal,
        });
        continue;
      }
      expect({ route, status: response.statusCode, isAllowed: isAllowed(response.statusCode) }).toEqual({
        route,
        status: response.statusCode,
        isAllowed: true,
      });
    }
  });

  it('refuses every route but who-am-I and the switcher to a revoked delegate, then they are themselves', async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, owner);
    await postJson(app, `/api/account/delegates/${delegate.delegationId}/revoke`, {}, owner);
    const session = await createAuthRepositories(app.deps.db, app.deps.cipher).sessions.resolve(
      delegate.cookie.split('=')[1] ?? '',
    );
    if (!session) throw new Error('The delegate has no session');
    for (const route of routes) {
      // Each probe is the first call after the revocation.
      await createAuthRepositories(app.deps.db, app.deps.cipher).sessions.setActingDelegation(
        session.session.id,
        delegate.delegationId,
      );
      const response = await call(app, route, ownerTarget(), delegate.cookie);
      expectNoTaxId(route, response);
      if (/^\/api\/(me|acting-for)$/.test(route.url)) {
        expect(response.body).not.toContain(owner.transactionId);
        continue;
      }
      expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
        route,
        status: 403,
        message: DELEGATION_ENDED,
      });
    }
  });

  it("gives a delegate for another investor nothing of this investor's", async () => {
    const { app, smtp } = t();
    const otherInvestor = await investorOnFund(app);
    const delegate: Delegate = await delegateActingFor(app, smtp, otherInvestor);
    for (const route of routes) {
      const response = await call(app, route, ownerTarget(), delegate.cookie);
      expectNoTaxId(route, response);
      expect({
        route,
        leaks: response.body.includes(owner.transactionId) || response.body.includes(owner.email),
      }).toEqual({ route, leaks: false });
      // The user-investments answer is the other investor's own; the rest do not find this investment.
      const name = `${route.method} ${route.url}`;
      if (NAMES_AN_INVESTMENT.has(name) && name !== 'GET /api/user-investments') {
        expect({ route, isRefused: [400, 403, 404].includes(response.statusCode) }).toEqual({ route, isRefused: true });
      }
    }
  });

  it('holds a delegate for one investment to it: another one of the investor is not there', async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, owner, { scope: owner.transactionId });
    for (const route of routes) {
      const response = await call(app, route, secondInvestment, delegate.cookie);
      expectNoTaxId(route, response);
      expect({ route, leaks: response.body.includes(secondInvestment.transactionId) }).toEqual({ route, leaks: false });
      const name = `${route.method} ${route.url}`;
      if (refusalOf(route.url)) {
        expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      } else if (NAMES_AN_INVESTMENT.has(name)) {
        expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
          route,
          status: 404,
          message: DELEGATE_ONE_INVESTMENT,
        });
      } else if (/^\/api\/(syndication|create-user-portfolio|fund\/:slug\/data-room)/.test(route.url)) {
        expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
          route,
          status: 403,
          message: DELEGATE_ONE_INVESTMENT,
        });
      }
    }
    // Its own investment answers.
    const own = await getJson(app, `/api/user-investments?transactionIntegrationId=${owner.transactionId}`, delegate);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(secondInvestment.transactionId);
  });
});
