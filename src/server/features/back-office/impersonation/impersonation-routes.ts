// Impersonation (docs/spec.md §6): an admin acts as an investor under a banner; start and stop are audited with both ids.
// From the back office it is read-only unless the admin confirms edits (docs/admin.md 'Acting as an investor');
// impersonation-guard.ts refuses the writes.
import type { FastifyInstance } from 'fastify';
import type { ImpersonateRequest, ImpersonationStatus } from '../../../../shared/api/admin-audit';
import { recordAdminAction } from '../../../audit/record-action';
import { visitorAnswer } from '../../../entity-answers';
import { HttpError } from '../../../http-error';
import { idSchema, objectSchema } from '../../../schema-parts';
import {
  findUserById,
  listInvestors,
  requireAdmin,
  setImpersonation,
  toVisitor,
} from '../../auth-and-accounts/public-api';
import { isUuid } from '../../investment-flow/public-api';
import { adminInvestorsAnswer, impersonationStatusAnswer } from '../fund-settings/admin-fund-answers';
import { createImpersonationGrantsRepository } from './impersonation-grants-repository';

export const NOT_IMPERSONATING = 'You are not acting as an investor.';

export const impersonationRoutes = async (app: FastifyInstance): Promise<void> => {
  const { deps } = app;
  const grants = createImpersonationGrantsRepository(deps.db);

  app.get('/api/admin/investors', { schema: { response: { 200: adminInvestorsAnswer } } }, async (request) => {
    requireAdmin(request);
    const investors = await listInvestors(deps.db);
    return {
      investors: investors.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName })),
    };
  });

  const statusSchema = { response: { 200: impersonationStatusAnswer } };
  app.get('/api/admin/impersonation', { schema: statusSchema }, async (request): Promise<ImpersonationStatus> => {
    const auth = requireAdmin(request);
    if (!auth.impersonator) return { isImpersonating: false, allowsEdits: false, investorId: null };
    const grant = await grants.find(auth.sessionId);
    const allowsEdits = grant?.allowsEdits === true && grant.impersonatedUserId === auth.actingUser.id;
    return { isImpersonating: true, allowsEdits, investorId: auth.actingUser.id };
  });

  app.post<{ Body: ImpersonateRequest }>(
    '/api/admin/impersonate',
    {
      schema: {
        body: objectSchema({ userId: idSchema, allowEdits: { type: 'boolean' } }, ['userId']),
        response: { 200: visitorAnswer },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const target = isUuid(request.body.userId) ? await findUserById(deps.db, request.body.userId) : undefined;
      if (target?.role !== 'investor') throw new HttpError(404, 'Investor not found.');
      const allowsEdits = request.body.allowEdits === true;
      await setImpersonation(deps.db, auth.sessionId, target.id);
      await grants.start(auth.sessionId, target.id, { allowsEdits, at: deps.now() });
      await recordAdminAction(deps, {
        actorUserId: auth.user.id,
        impersonatedUserId: target.id,
        action: 'impersonation.start',
        target: target.id,
        details: { allowsEdits },
      });
      request.auth = { ...auth, actingUser: target, impersonator: auth.user };
      return toVisitor(request.auth);
    },
  );

  const allowEditsSchema = { body: objectSchema({}, []), ...statusSchema };
  app.post('/api/admin/impersonate/allow-edits', { schema: allowEditsSchema }, async (request) => {
    const auth = requireAdmin(request);
    if (!auth.impersonator) throw new HttpError(409, NOT_IMPERSONATING);
    await grants.start(auth.sessionId, auth.actingUser.id, { allowsEdits: true, at: deps.now() });
    await recordAdminAction(deps, {
      actorUserId: auth.user.id,
      impersonatedUserId: auth.actingUser.id,
      action: 'impersonation.edits-confirmed',
      target: auth.actingUser.id,
    });
    return { isImpersonating: true, allowsEdits: true, investorId: auth.actingUser.id } satisfies ImpersonationStatus;
  });

  const stopSchema = { body: objectSchema({}, []), response: { 200: visitorAnswer } };
  app.post('/api/admin/impersonate/stop', { schema: stopSchema }, async (request) => {
    const auth = requireAdmin(request);
    if (!auth.impersonator) throw new HttpError(409, NOT_IMPERSONATING);
    await setImpersonation(deps.db, auth.sessionId, null);
    await grants.end(auth.sessionId);
    await recordAdminAction(deps, {
      actorUserId: auth.user.id,
      impersonatedUserId: auth.actingUser.id,
      action: 'impersonation.stop',
      target: auth.actingUser.id,
    });
    request.auth = { ...auth, actingUser: auth.user, impersonator: null };
    return toVisitor(request.auth);
  });
};
