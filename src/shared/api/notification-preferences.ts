// The optional e-mails an investor chooses in settings (docs/security.md 'E-mail notifications'). Each is on until
// turned off; the e-mails not named here are always sent.

export type NotificationPreferences = {
  /** The reminder job's e-mails to finish a subscription. */
  reminders: boolean;
  /** E-mails when a subscription is approved or not accepted, and when a syndication document is reviewed. */
  statusChanges: boolean;
  /** Notices of a new document (or version) in the data room of a fund the investor subscribed to. */
  dataRoom: boolean;
};

export type NotificationChoice = keyof NotificationPreferences;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminders: true,
  statusChanges: true,
  dataRoom: true,
};

export const NOTIFICATION_CHOICES: Record<NotificationChoice, { label: string; hint: string }> = {
  reminders: {
    label: 'Reminders',
    hint: 'When a subscription you started is waiting for you to finish it.',
  },
  statusChanges: {
    label: 'Status changes',
    hint: 'When a subscription is approved or not accepted, and when your syndication program documents are reviewed.',
  },
  dataRoom: {
    label: 'Data room',
    hint: 'When a fund you subscribed to adds a document you can read to its data room, or a new version of one.',
  },
};

/**
 * What is mailed whatever the choices: the settings page lists it. Security e-mails keep the account safe; the signing
 * e-mails are the e-signature itself (docs/spec.md §1: co-signers are asked by e-mail) and its receipt.
 */
export const ALWAYS_SENT_MAILS: readonly string[] = [
  'Security e-mails: your password changed or reset, a change of your login e-mail.',
  'The notice that your subscription agreement is signed, with the link to your signed copy.',
  'To your joint subscriber or spouse: the invitation to sign, its reminders and their signing codes.',
];

export const NOTIFICATIONS_SAVED = 'Your e-mail choices are saved.';
export const NOTIFICATIONS_NOT_WHILE_ACTING =
  'An administrator acting as an investor cannot see or change their e-mail choices.';

export type NotificationPreferencesSavedAnswer = NotificationPreferences & { message: string };
