// docs/design.md §7a 'Who acted': every write a delegate makes for an investor is in the audit chain with both identities,
// as an admin's writes while acting as an investor are (impersonation-audit.ts).
import type { FastifyInstance } from 'fastify';
import { recordAuditEntry } from '../audit/audit-log-repository';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const registerDelegateAudit = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.delegation?.isActive || READ_METHODS.has(request.method)) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path === '/api/acting-for') return payload;
    const body = request.body as { transactionIntegrationId?: unknown } | undefined;
    const target = typeof body?.transactionIntegrationId === 'string' ? body.transactionIntegrationId : null;
    await recordAuditEntry(app.deps.db, {
      actorUserId: auth.user.id,
      impersonatedUserId: null,
      action: `${request.method} ${request.routeOptions.url ?? path}`,
      target,
      details: { statusCode: reply.statusCode, delegateFor: auth.actingUser.id, delegationId: auth.delegation.id },
    });
    return payload;
  });
};
