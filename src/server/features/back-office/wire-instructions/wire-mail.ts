// The e-mails about a fund's bank details (docs/security.md 'Wire-fraud defences'). None carries a bank detail: they
// say that something changed and where to look, in the portal, behind the reader's own login.
import type { MailMessage } from '../../../mail/mailer';

type FundChange = { to: string; fundName: string; fundSlug: string; link: string; by: string; on: string };

/** To every other admin: a change waits for a second admin's confirmation. */
export const wireProposedMail = ({ to, fundName, fundSlug, link, by, on }: FundChange): MailMessage => ({
  kind: 'wire-proposed',
  to,
  subject: `New wire instructions for ${fundName} wait for your confirmation`,
  link,
  action: 'Review the new wire instructions',
  fundSlug,
  text: [
    `${by} entered new wire instructions for ${fundName} on ${on}. Investors do not see them until a second admin`,
    'confirms them.',
    '',
    'Check every detail against the bank’s own letter, by a call to a number you already know, before you confirm:',
    link,
    '',
    'If you did not expect this change, do not confirm it, and tell the other admins.',
  ].join('\n'),
});

/** To every admin: a change was confirmed, and investors now see it. */
export const wireConfirmedMail = ({
  to,
  fundName,
  fundSlug,
  link,
  by,
  on,
  enteredBy,
}: FundChange & { enteredBy: string }): MailMessage => ({
  kind: 'wire-confirmed',
  to,
  subject: `The wire instructions for ${fundName} changed`,
  link,
  action: 'Review the wire instructions',
  fundSlug,
  text: [
    `${by} confirmed the wire instructions ${enteredBy} entered for ${fundName}, on ${on}. Approved investors now see`,
    'them in the portal.',
    '',
    'If you did not expect this change, review it at once:',
    link,
  ].join('\n'),
});

/** To an investor with an approved subscription whose funds have not arrived: the details changed (never which). */
export const wireChangedInvestorMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  link,
  on,
  phone,
}: {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  link: string;
  on: string;
  phone: string;
}): MailMessage => ({
  kind: 'wire-changed',
  to,
  subject: `${fundName} changed its bank details`,
  link,
  action: 'See the wire instructions in the portal',
  fundSlug,
  text: [
    `Dear ${investorName},`,
    '',
    `${fundName} changed the bank details for your subscription's funds on ${on}. If you have not sent your funds yet,`,
    'use only the wire instructions shown in the portal, beside your investment, and call investor relations at',
    `${phone} to confirm them before you send:`,
    link,
    '',
    'For your safety we never send bank details by e-mail: if an e-mail gives you bank details, do not use them, and',
    'call investor relations.',
  ].join('\n'),
});
