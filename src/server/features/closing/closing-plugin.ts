// Closing operations (docs/admin.md 'Invitations') as one Fastify plugin: the invitations to subscribe.
import type { FastifyInstance } from 'fastify';
import { invitationRoutes } from './invitation-routes';
import { createInvitationsRepository } from './invitations-repository';

export const closingPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(invitationRoutes, {
    deps: { ...app.deps, invitations: createInvitationsRepository(app.deps.db) },
  });
};
