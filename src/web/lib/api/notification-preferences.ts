// The investor's e-mail choices (docs/security.md 'E-mail notifications').
import type {
  NotificationPreferences,
  NotificationPreferencesSavedAnswer,
} from '../../../shared/api/notification-preferences';
import { apiRequest } from './http';

const PATH = '/api/account/notifications';

export const loadNotificationPreferences = (): Promise<NotificationPreferences> =>
  apiRequest({ endpoint: `GET ${PATH}`, path: PATH });

export const saveNotificationPreferences = (
  body: NotificationPreferences,
): Promise<NotificationPreferencesSavedAnswer> =>
  apiRequest({ endpoint: `POST ${PATH}`, path: PATH, method: 'POST', body });
