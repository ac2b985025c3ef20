// The investor's e-mail about the fund's change request (docs/admin.md 'Change requests'): what to do, each marked
// question with the fund's note, and the link to the step the flow went back to. Always sent: it asks for action.
import type { MailMessage } from '../../../mail/mailer';

type ChangeMail = {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  link: string;
  isResignOnly: boolean;
  items: { label: string; note: string }[];
};

export const changeRequestedMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  link,
  isResignOnly,
  items,
}: ChangeMail): MailMessage => ({
  kind: 'subscription-change-requested',
  to,
  subject: `${fundName}: please ${isResignOnly ? 'sign your subscription agreement again' : 'update your answers and sign again'}`,
  link,
  action: isResignOnly ? 'Sign the agreement again' : 'Update your answers',
  fundSlug,
  text: [
    `Dear ${investorName},`,
    '',
    isResignOnly
      ? `The ${fundName} team asks you to sign your subscription agreement again. Your answers stay as they are.`
      : `The ${fundName} team asks you to change some of your answers, then sign your subscription agreement again.`,
    'Your earlier signature no longer counts; the agreement you signed is kept on record.',
    '',
    ...items.flatMap((item) => [`- ${item.label}: ${item.note}`]),
    '',
    'Continue here (the notes are shown above the questions):',
    link,
  ].join('\n'),
});
