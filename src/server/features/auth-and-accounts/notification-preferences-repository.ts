// The optional e-mails each user chose (docs/security.md 'E-mail notifications'); a user without a row has them all.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../../shared/api/notification-preferences';
import type { Db } from '../../db/database';
import { notificationPreferences } from '../../db/schema/users';

export const createNotificationPreferencesRepository = (db: Db) => ({
  find: async (userId: string): Promise<NotificationPreferences> => {
    const [row] = await db
      .select({
        reminders: notificationPreferences.reminders,
        statusChanges: notificationPreferences.statusChanges,
        dataRoom: notificationPreferences.dataRoom,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
  },

  save: async (userId: string, choices: NotificationPreferences, now = new Date()): Promise<void> => {
    const { reminders, statusChanges, dataRoom } = choices;
    const values = { reminders, statusChanges, dataRoom, updatedAt: now };
    await db
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  },
});
