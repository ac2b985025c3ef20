// Acting as an investor is read-only (issue 'Impersonation from the back office'): while an admin impersonates, any
// call that would change the investor's data is refused unless the admin confirmed edits for this session. Signing
// has its own, stricter refusal (e-signature), and admin calls act as the admin.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http-error';
import { createImpersonationGrantsRepository } from './impersonation-grants-repository';

export const IMPERSONATION_READ_ONLY =
  'You are viewing this investor’s account read-only. To change anything for them, confirm edits in the back office first.';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls that never change the investor's data, or that have their own rule for admins. */
const EXEMPT_PREFIXES = ['/api/admin/', '/api/logout', '/api/login', '/api/signup', '/api/signing/'];

export const isGuardedWrite = (method: string, path: string): boolean =>
  !READ_METHODS.has(method) && !EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));

export const registerImpersonationGuard = (app: FastifyInstance): void => {
  const grants = createImpersonationGrantsRepository(app.deps.db);
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth?.impersonator || !isGuardedWrite(request.method, request.url.split('?')[0] ?? '')) return;
    const grant = await grants.find(auth.sessionId);
    if (grant?.allowsEdits && grant.impersonatedUserId === auth.actingUser.id) return;
    throw new HttpError(403, IMPERSONATION_READ_ONLY);
  });
};
