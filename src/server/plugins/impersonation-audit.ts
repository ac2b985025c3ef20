// docs/spec.md §6: every write an admin makes while acting as an investor is recorded with both identities.
import type { FastifyInstance } from 'fastify';
import { recordAuditEntry } from '../audit/audit-log-repository';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const registerImpersonationAudit = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    const path = request.url.split('?')[0] ?? '';
    const isWrite = !READ_METHODS.has(request.method) || path === '/api/logout';
    if (!auth?.impersonator || !isWrite || path.startsWith('/api/admin/impersonate')) return payload;
    const body = request.body as { transactionIntegrationId?: unknown } | undefined;
    const target = typeof body?.transactionIntegrationId === 'string' ? body.transactionIntegrationId : null;
    await recordAuditEntry(app.deps.db, {
      actorUserId: auth.impersonator.id,
      impersonatedUserId: auth.actingUser.id,
      action: `${request.method} ${request.routeOptions.url ?? path}`,
      target,
      details: { statusCode: reply.statusCode },
    });
    return payload;
  });
};
