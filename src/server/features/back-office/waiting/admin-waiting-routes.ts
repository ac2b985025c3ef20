// GET /api/admin/waiting (docs/admin.md 'Waiting for you'): the counts the back office's header shows. Admins only,
// like every /api/admin route (auth-first.ts); nothing in it needs step-up: counts, no names or money.
import type { FastifyInstance } from 'fastify';
import type { AdminWaitingAnswer } from '../../../../shared/api/admin-waiting';
import { answerObject, integerAnswer } from '../../../answer-schema';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { createWaitingRepository } from './waiting-repository';

const adminWaitingAnswer = answerObject<AdminWaitingAnswer>()({
  wireChanges: integerAnswer,
  verifications: integerAnswer,
});

export const adminWaitingRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  const waiting = createWaitingRepository(deps.db);
  app.get('/api/admin/waiting', { schema: { response: { 200: adminWaitingAnswer } } }, async (request) => {
    requireAdmin(request);
    const [wireChanges, verificationCount] = await Promise.all([waiting.wireChanges(), waiting.verifications()]);
    return { wireChanges, verifications: verificationCount } satisfies AdminWaitingAnswer;
  });
};
