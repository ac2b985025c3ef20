// Every API route asks for a session before it looks at the request's body or query: a logged-out caller gets the
// 401 with where to log in (docs/spec.md §8), never a 400 about a body they should not have been sending. The few routes
// anyone may call are named here; every other `/api/` route gets the check ahead of its validation, whichever feature
// adds it, so a new route is guarded without having to remember it. Outside /api/ are the pages, the web app's files
// and the operations routes: /livez and /readyz, public (plugins/health-routes.ts), and /metrics, behind its own
// bearer token (plugins/metrics.ts).
import type { FastifyInstance, FastifyRequest, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { fundSlugSchema } from '../../schema-parts';
import { requireAuth } from './session-auth';

/**
 * Routes without a session: its own doors (the login's second step and the passkey login included), the link
 * confirming a new login e-mail (opened wherever the mail is read), the public funds' data (the team's photos too;
 * their data rooms answer each visitor by what they may open), and the co-signer's link (a session of its own).
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/` route as registered, and whether it is public (the auth-first test walks them all). */
    apiRoutes: { method: string; url: string; isPublic: boolean }[];
  }
}

export const registerAuthFirst = (app: FastifyInstance): void => {
  app.decorate('apiRoutes', []);
  const onRoute: onRouteHookHandler = (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = isPublicApiRoute(route.url);
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, isPublic });
    if (isPublic) return;
    const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [authFirst, ...existing];
  };
  app.addHook('onRoute', onRoute);
};
