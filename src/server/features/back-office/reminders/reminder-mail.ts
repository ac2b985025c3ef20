// The investor's reminder that a subscription is waiting (issue 'Reminders'); co-signers get e-signature's own
// reminder with a fresh link.
import type { MailMessage } from '../../../mail/mailer';

type WizardReminder = {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  stepTitle: string;
  link: string;
};

export const wizardReminderMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  stepTitle,
  link,
}: WizardReminder): MailMessage => ({
  kind: 'subscription-reminder',
  to,
  subject: `Reminder: your subscription to ${fundName} is waiting for you`,
  link,
  action: 'Continue your subscription',
  fundSlug,
  text: [
    `Dear ${investorName},`,
    '',
    `You started a subscription to ${fundName} and stopped at '${stepTitle}'. Everything you entered is saved;`,
    'you can pick up where you left off:',
    link,
    '',
    'If you no longer wish to invest, you can ignore this e-mail.',
  ].join('\n'),
});
