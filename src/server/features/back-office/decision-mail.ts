// The investor's e-mails about the fund's decision (issue 'Decisions'): approved, or not accepted with the reason.
import type { MailMessage } from '../../mail/mailer';

type Decision = { to: string; investorName: string; fundName: string; link: string };

export const approvedMail = ({ to, investorName, fundName, link }: Decision): MailMessage => ({
  kind: 'subscription-approved',
  to,
  subject: `Your subscription to ${fundName} has been approved`,
  link,
  text: [
    `Dear ${investorName},`,
    '',
    `Your subscription to ${fundName} has been approved. You can follow it in your investment summary:`,
    link,
  ].join('\n'),
});

export const rejectedMail = ({ to, investorName, fundName, link, reason }: Decision & { reason: string }) => ({
  kind: 'subscription-rejected',
  to,
  subject: `Your subscription to ${fundName} was not accepted`,
  link,
  text: [
    `Dear ${investorName},`,
    '',
    `We are sorry: your subscription to ${fundName} was not accepted, for this reason:`,
    '',
    reason,
    '',
    'You can see it in your investment summary, and our investor relations team is glad to answer any question:',
    link,
  ].join('\n'),
});
