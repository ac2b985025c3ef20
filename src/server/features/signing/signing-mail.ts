// The e-mails of signing (docs/design.md §7): a co-signer's invitation and reminders with a link to the portal (never a
// vendor's), the code that proves a co-signer is who the link was sent to, and the investor's notice of completion.
import { STATUS_KIND_LABELS } from '../../../shared/domain/investment-status';
import type { MailMessage } from '../../mail/mailer';

const ROLE_WORDS = { coInvestor: 'joint subscriber', spouse: 'spouse' } as const;

type Invitation = {
  to: string;
  fundSlug: string;
  signerName: string;
  investorName: string;
  fundName: string;
  link: string;
  role: keyof typeof ROLE_WORDS;
  isReminder: boolean;
};

export const invitationMail = ({
  to,
  fundSlug,
  signerName,
  investorName,
  fundName,
  link,
  role,
  isReminder,
}: Invitation): MailMessage => ({
  kind: isReminder ? 'signing-reminder' : 'signing-invitation',
  to,
  subject: `${isReminder ? 'Reminder: please' : 'Please'} sign the subscription agreement for ${fundName}`,
  link,
  action: 'Read and sign the agreement',
  fundSlug,
  text: [
    `Dear ${signerName},`,
    '',
    `${investorName} has signed a subscription agreement for ${fundName} and named you as ${ROLE_WORDS[role]}. Your signature is needed to complete it.`,
    '',
    `Open this link to read and sign the agreement (it works once and expires in 14 days):`,
    link,
    '',
    'We will e-mail you a code to confirm that it is you. If you did not expect this e-mail, you can ignore it.',
  ].join('\n'),
});

type Code = { to: string; code: string; fundName: string; fundSlug?: string };

export const codeMail = ({ to, code, fundName, fundSlug }: Code): MailMessage => ({
  kind: 'signing-code',
  to,
  ...(fundSlug && { fundSlug }),
  subject: `Your signing code: ${code}`,
  text: [
    `Your code to sign the subscription agreement for ${fundName} is:`,
    '',
    code,
    '',
    'It expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.',
  ].join('\n'),
});

type Completed = { to: string; fundName: string; fundSlug: string; link: string };

export const completedMail = ({ to, fundName, fundSlug, link }: Completed): MailMessage => ({
  kind: 'signing-completed',
  to,
  subject: `Your subscription agreement for ${fundName} is signed`,
  link,
  action: 'Open your investment summary',
  fundSlug,
  text: [
    `Everyone has signed your subscription agreement for ${fundName}.`,
    `Where it stands now: ${STATUS_KIND_LABELS.underReview}; the fund reviews it next.`,
    '',
    'You can download the signed agreement from your investment summary:',
    link,
  ].join('\n'),
});
