// Reminders from the back office (docs/admin.md 'Reminders'): run the schedule now, send a transaction's reminder
// now, pause or resume an investor's reminders. Admins only. The back office's job is the one schedule for wizards and
// co-signers alike; e-signature's older address for a run answers the same run.
import type { FastifyInstance } from 'fastify';
import type { RemindersPauseRequest } from '../../../../shared/api/admin-transaction';
import { emptyBodySchema, objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import {
  type TransactionParams,
  transactionIdParamsSchema,
  type UserParams,
  userIdParamsSchema,
} from '../admin-route-parts';
import { reminderRunAnswer, remindersPausedAnswer } from '../pipeline/pipeline-answers';
import { runReminders, sendRemindersNow, setRemindersPaused } from './reminder-job';

export const adminReminderRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  for (const path of ['/api/admin/reminders/run', '/api/admin/signing/reminders']) {
    app.post(path, { schema: { body: emptyBodySchema, response: { 200: reminderRunAnswer } } }, (request) => {
      requireAdmin(request);
      return runReminders(deps);
    });
  }

  app.post<{ Params: TransactionParams }>(
    '/api/admin/transactions/:transactionId/remind',
    { schema: { params: transactionIdParamsSchema, body: emptyBodySchema, response: { 200: reminderRunAnswer } } },
    (request) => {
      const auth = requireAdmin(request);
      return sendRemindersNow(deps, auth.user.id, request.params.transactionId);
    },
  );

  app.post<{ Params: UserParams; Body: RemindersPauseRequest }>(
    '/api/admin/investors/:userId/reminders',
    {
      schema: {
        params: userIdParamsSchema,
        body: objectSchema({ isPaused: { type: 'boolean' } }, ['isPaused']),
        response: { 200: remindersPausedAnswer },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      await setRemindersPaused(deps, auth.user.id, request.params.userId, request.body.isPaused);
      return { isPaused: request.body.isPaused };
    },
  );
};
