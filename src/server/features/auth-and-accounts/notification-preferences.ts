// The optional e-mails (docs/security.md 'E-mail notifications'): other features send reminders and status e-mails
// through here, so that an investor's choice is honoured in one place and every such e-mail says how to stop it.
import { NOTIFICATION_CHOICES, type NotificationChoice } from '../../../shared/api/notification-preferences';
import type { Db } from '../../db/database';
import { deliverMail } from '../../mail/deliver-mail';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createNotificationPreferencesRepository } from './notification-preferences-repository';

export type OptionalMailOutcome = 'sent' | 'failed' | 'turnedOff';

/** What sending needs of the app's dependencies. */
type MailDeps = { db: Db; mailer: Mailer; config: { publicUrl: string } };

/** What an audit entry says of an optional e-mail: sent or not, and whether the user had turned such e-mails off. */
export const optionalMailDetails = (outcome: OptionalMailOutcome) => ({
  isMailed: outcome === 'sent',
  ...(outcome === 'turnedOff' && { isMailTurnedOff: true }),
});

/** The line under each optional e-mail. */
const turnOffLine = (choice: NotificationChoice, publicUrl: string): string =>
  `You receive this e-mail because '${NOTIFICATION_CHOICES[choice].label}' is on under E-mail notifications. To stop such e-mails, turn it off in your settings: ${publicUrl.replace(/\/$/, '')}/account/settings`;

/** Sends `mail` to the user unless they turned `choice` off; the mail gains the line saying how to. */
export const deliverOptionalMail = async (
  deps: MailDeps,
  { userId, choice, mail }: { userId: string; choice: NotificationChoice; mail: MailMessage },
): Promise<OptionalMailOutcome> => {
  const preferences = await createNotificationPreferencesRepository(deps.db).find(userId);
  if (!preferences[choice]) return 'turnedOff';
  const text = `${mail.text}\n\n--\n${turnOffLine(choice, deps.config.publicUrl)}\n`;
  return (await deliverMail(deps.db, deps.mailer, { ...mail, text })) ? 'sent' : 'failed';
};
