// Impersonation (SPEC §6): an admin acts as an investor under a banner; start and stop are audited with both ids.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { requireAdmin } from '../plugins/session-auth';
import { isUuid } from '../repositories/transactions-repository';
import { toVisitor } from '../services/visitor';
import { idSchema, objectSchema } from './schema-parts';

export const adminRoutes = async (app: FastifyInstance): Promise<void> => {
  const { repos } = app.deps;

  app.get('/api/admin/investors', async (request) => {
    requireAdmin(request);
    const investors = await repos.users.listInvestors();
    return {
      investors: investors.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName })),
    };
  });

  app.post<{ Body: { userId: string } }>(
    '/api/admin/impersonate',
    { schema: { body: objectSchema({ userId: idSchema }, ['userId']) } },
    async (request) => {
      const auth = requireAdmin(request);
      const target = isUuid(request.body.userId) ? await repos.users.findById(request.body.userId) : undefined;
      if (target?.role !== 'investor') throw new HttpError(404, 'Investor not found.');
      await repos.sessions.setImpersonation(auth.sessionId, target.id);
      await repos.auditLog.record({
        actorUserId: auth.user.id,
        impersonatedUserId: target.id,
        action: 'impersonation.start',
        target: target.id,
      });
      request.auth = { ...auth, actingUser: target, impersonator: auth.user };
      return toVisitor(request.auth);
    },
  );

  app.post('/api/admin/impersonate/stop', { schema: { body: objectSchema({}, []) } }, async (request) => {
    const auth = requireAdmin(request);
    if (!auth.impersonator) throw new HttpError(409, 'You are not acting as an investor.');
    await repos.sessions.setImpersonation(auth.sessionId, null);
    await repos.auditLog.record({
      actorUserId: auth.user.id,
      impersonatedUserId: auth.actingUser.id,
      action: 'impersonation.stop',
      target: auth.actingUser.id,
    });
    request.auth = { ...auth, actingUser: auth.user, impersonator: null };
    return toVisitor(request.auth);
  });
};
