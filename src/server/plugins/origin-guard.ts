// docs/design.md §5: state-changing calls need a JSON body and, when the browser names an Origin, the portal's own.
// GET /api/logout has no body: it must be a JSON call from the portal's own pages (Accept: application/json, and not
// a request the browser marks as coming from another site), so that a link or an image on another site, which a
// browser sends without an Origin, cannot end an investor's session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET /api/logout changes state too (docs/spec.md §7 makes it a GET). */
const isStateChanging = (request: FastifyRequest): boolean =>
  !SAFE_METHODS.has(request.method) || request.url.split('?')[0] === '/api/logout';

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

export const FOREIGN_LOGOUT = "Logging out works from the portal's own pages only.";

const isPortalJsonCall = (request: FastifyRequest): boolean => {
  const site = request.headers['sec-fetch-site'];
  const isForeignSite = site === 'cross-site' || site === 'same-site';
  return !isForeignSite && /\bapplication\/json\b/i.test(request.headers.accept ?? '');
};

export const registerOriginGuard = (app: FastifyInstance, allowedOrigins: readonly string[]): void => {
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== undefined));

  app.addHook('onRequest', async (request) => {
    if (!isStateChanging(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = originOf(`${request.protocol}://${request.host}`);
      const given = originOf(origin);
      if (given === undefined || (given !== own && !allowed.has(given))) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    }
    if (SAFE_METHODS.has(request.method)) {
      if (!isPortalJsonCall(request)) throw new HttpError(403, FOREIGN_LOGOUT);
      return;
    }
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Requests must send a JSON body.');
  });
};
