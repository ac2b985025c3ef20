// Every API route asks for a session before it looks at the request's body or query: a logged-out caller gets the
// 401 with where to log in (docs/spec.md §8), never a 400 about a body they should not have been sending. The few routes
// anyone may call are named here; every other `/api/` route gets the check ahead of its validation, whichever feature
// adds it, so a new route is guarded without having to remember it. The same way, every back-office route (/api/admin/)
// asks for an admin with a second factor, and the routes of STEP_UP_ROUTES for a recent password or code (step-up).
// Outside /api/ are the pages, the web app's files and the operations routes: /livez and /readyz, public
// (plugins/health-routes.ts), and /metrics, behind its own bearer token (plugins/metrics.ts).
import type { FastifyInstance, FastifyRequest, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { fundSlugSchema } from '../../schema-parts';
import { requireAdmin, requireAuth, requireRecentConfirmation } from './session-auth';

/**
 * Routes without a session: its own doors (the login's second step and the passkey login included), the link
 * confirming a new login e-mail (opened wherever the mail is read), the public funds' data (the team's photos too;
 * their data rooms answer each visitor by what they may open), the co-signer's link (a session of its own), and an
 * invitation's link, read before its reader logs in or signs up (accepting it needs the session).
 */
const PUBLIC_API_ROUTES: readonly RegExp[] = [
  /^\/api\/(me|login|signup|logout|funds|fundraise-ui-config)$/,
  /^\/api\/password-reset(\/confirm)?$/,
  /^\/api\/login\/(second-factor|passkey|passkey\/options)$/,
  /^\/api\/account\/email\/confirm$/,
  /^\/api\/fund\/:slug$/,
  /^\/api\/fund\/:slug\/data-room(\/documents\/:documentId)?$/,
  /^\/api\/fund\/:slug\/team\/:memberId\/photo$/,
  /^\/api\/signing\/co-signer\//,
  /^\/api\/invitations\/open$/,
];

export const isPublicApiRoute = (url: string): boolean => PUBLIC_API_ROUTES.some((route) => route.test(url));

const SLUG = new RegExp(fundSlugSchema.pattern);

/** The fund a call names (docs/spec.md §7: a 401 then names the fund's login), read before validation, so only a slug. */
const fundSlugOf = (request: FastifyRequest): string | undefined => {
  for (const source of [request.body, request.query]) {
    const slug = (source as { portalFundSlug?: unknown } | null | undefined)?.portalFundSlug;
    if (typeof slug === 'string' && slug.length <= fundSlugSchema.maxLength && SLUG.test(slug)) return slug;
  }
  return undefined;
};

const authFirst: preValidationHookHandler = async (request) => {
  requireAuth(request, fundSlugOf(request));
};

/** Every back-office route asks for an admin with a second factor before it looks at the body (an investor gets 403). */
const adminFirst: preValidationHookHandler = async (request) => {
  requireAdmin(request);
};

/** A route that needs the password or a second factor again (step-up), and when, if not always. */
export type StepUpRule = { method: string; url: string; why: string; when?: (request: FastifyRequest) => boolean };

/**
 * The routes that return every tax id in full or grant power over investors' money or accounts: the password or a
 * second factor again within the step-up window (docs/security.md 'Step-up'). One list, checked ahead of validation;
 * the step-up test walks it route by route, and fails on any back-office route it does not classify.
 */
export const STEP_UP_ROUTES: readonly StepUpRule[] = [
  {
    method: 'GET',
    url: '/api/admin/funds/:slug/export.csv',
    why: 'the pipeline with every tax id in full',
    when: (request) => (request.query as { taxIds?: unknown } | undefined)?.taxIds === 'full',
  },
  { method: 'GET', url: '/api/admin/funds/:slug/agreements.zip', why: 'signed agreements and W-9s with full tax ids' },
  { method: 'GET', url: '/api/admin/signing/transactions/:transactionId/tax-form', why: 'a W-9 with the full tax id' },
  { method: 'POST', url: '/api/admin/funds/:slug/wire-instructions', why: 'where investors send their money' },
  { method: 'POST', url: '/api/admin/funds/:slug/wire-instructions/confirm', why: 'where investors send their money' },
  {
    method: 'POST',
    url: '/api/admin/funds/:slug/webhooks',
    why: 'a stream of investors’ events to an outside address',
  },
  { method: 'POST', url: '/api/admin/impersonate', why: 'acting as an investor' },
  {
    method: 'POST',
    url: '/api/admin/screening/:matchId/decision',
    why: 'clearing or confirming a possible match of the identity checks',
  },
  { method: 'POST', url: '/api/admin/impersonate/allow-edits', why: 'changing an investor’s answers as them' },
];

/** The rule of a route; a HEAD route (Fastify adds one beside each GET) runs the GET's handler, so it has the GET's. */
export const stepUpRuleOf = (method: string, url: string): StepUpRule | undefined => {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  return STEP_UP_ROUTES.find((rule) => rule.method === asMethod && rule.url === url);
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every `/api/` route as registered, whether it is public, and its body and query schemas (the auth-first test
     * and the hostile-input test walk them all).
     */
    apiRoutes: { method: string; url: string; isPublic: boolean; body?: unknown; querystring?: unknown }[];
  }
}

export const registerAuthFirst = (app: FastifyInstance): void => {
  app.decorate('apiRoutes', []);
  const onRoute: onRouteHookHandler = (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = isPublicApiRoute(route.url);
    const schemas = { body: route.schema?.body, querystring: route.schema?.querystring };
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, isPublic, ...schemas });
    if (isPublic) return;
    const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
    const guards: preValidationHookHandler[] = [authFirst];
    if (route.url.startsWith('/api/admin/')) guards.push(adminFirst);
    const rules = [route.method].flat().flatMap((method) => stepUpRuleOf(method, route.url) ?? []);
    if (rules.length > 0) {
      guards.push(async (request) => {
        const rule = stepUpRuleOf(request.method, route.url);
        if (request.auth && rule && (!rule.when || rule.when(request))) {
          requireRecentConfirmation(request.auth, app.deps.now());
        }
      });
    }
    route.preValidation = [...guards, ...existing];
  };
  app.addHook('onRoute', onRoute);
};
