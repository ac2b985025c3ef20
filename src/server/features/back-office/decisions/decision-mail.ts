// The investor's e-mails about the fund's decision (issue 'Decisions'): approved, or not accepted with the reason;
// each says where the investment now stands, in the one status vocabulary (shared/domain/investment-status.ts).
import type { MailMessage } from '../../../mail/mailer';

type Decision = {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  link: string;
  statusText: string;
};

export const approvedMail = ({ to, investorName, fundName, fundSlug, link, statusText }: Decision): MailMessage => ({
  kind: 'subscription-approved',
  to,
  subject: `Your subscription to ${fundName} has been approved`,
  link,
  action: 'Open your investment summary',
  fundSlug,
  text: [
    `Dear ${investorName},`,
    '',
    `Your subscription to ${fundName} has been approved.`,
    `Where it stands now: ${statusText}.`,
    '',
    'You can follow it in your investment summary:',
    link,
    '',
    'The wire instructions for your funds are waiting for you in the portal, beside your investment. For your',
    'safety we never send bank details by e-mail: if an e-mail gives you bank details, do not use them, and call',
    'investor relations.',
  ].join('\n'),
});

export const rejectedMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  link,
  reason,
  statusText,
}: Decision & { reason: string }): MailMessage => ({
  kind: 'subscription-rejected',
  to,
  subject: `Your subscription to ${fundName} was not accepted`,
  link,
  action: 'Open your investment summary',
  fundSlug,
  text: [
    `Dear ${investorName},`,
    '',
    `We are sorry: your subscription to ${fundName} was not accepted, for this reason:`,
    '',
    reason,
    '',
    `Where it stands now: ${statusText}.`,
    '',
    'You can see it in your investment summary, and our investor relations team is glad to answer any question:',
    link,
  ].join('\n'),
});
