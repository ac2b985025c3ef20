// The investor's e-mail choices (docs/security.md 'E-mail notifications'): read and saved in settings, each change
// audited. The investor's own: never for an admin acting as them.
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATIONS_NOT_WHILE_ACTING,
  NOTIFICATIONS_SAVED,
  type NotificationPreferences,
  type NotificationPreferencesSavedAnswer,
} from '../../../shared/api/notification-preferences';
import { recordAdminAction } from '../../audit/record-action';
import { objectSchema } from '../../schema-parts';
import { notificationPreferencesAnswer, notificationPreferencesSavedAnswer } from './account-answers';
import type { AuthDeps } from './auth-deps';
import { requireOwnAccount } from './session-auth';

const choicesSchema = objectSchema(
  { reminders: { type: 'boolean' }, statusChanges: { type: 'boolean' }, dataRoom: { type: 'boolean' } },
  ['reminders', 'statusChanges', 'dataRoom'],
);

export const notificationPreferencesRoutes = async (
  app: FastifyInstance,
  { deps }: { deps: AuthDeps },
): Promise<void> => {
  const { auth: repos, now } = deps;

  app.get(
    '/api/account/notifications',
    { schema: { response: { 200: notificationPreferencesAnswer } } },
    async (request): Promise<NotificationPreferences> => {
      const auth = requireOwnAccount(request, NOTIFICATIONS_NOT_WHILE_ACTING);
      return repos.notificationPreferences.find(auth.user.id);
    },
  );

  app.post<{ Body: NotificationPreferences }>(
    '/api/account/notifications',
    { schema: { body: choicesSchema, response: { 200: notificationPreferencesSavedAnswer } } },
    async (request): Promise<NotificationPreferencesSavedAnswer> => {
      const auth = requireOwnAccount(request, NOTIFICATIONS_NOT_WHILE_ACTING);
      const { reminders, statusChanges, dataRoom } = request.body;
      const choices = { reminders, statusChanges, dataRoom };
      await repos.notificationPreferences.save(auth.user.id, choices, now());
      await recordAdminAction(deps, {
        actorUserId: auth.user.id,
        action: 'account.notifications-changed',
        target: auth.user.id,
        details: choices,
      });
      return { ...choices, message: NOTIFICATIONS_SAVED };
    },
  );
};
