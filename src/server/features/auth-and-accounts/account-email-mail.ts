// The e-mails of a change of the login e-mail (docs/security.md 'Account settings'): the link to the new address, and
// to the old one the notice that a change was asked for, then that it was made. The old address sees the new one
// masked only.
import { EMAIL_CHANGE_LINK_HOURS } from '../../../shared/api/account-email';
import type { MailMessage } from '../../mail/mailer';
import { maskEmail } from '../../mail/mask-email';

export const emailChangeLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/confirm-email?token=${encodeURIComponent(token)}`;

export const confirmNewEmailMail = ({ to, link }: { to: string; link: string }): MailMessage => ({
  kind: 'email-change-confirm',
  to,
  subject: 'Confirm your new Investor Portal login e-mail',
  link,
  action: 'Confirm the new login e-mail',
  text: [
    'Someone logged in to an Investor Portal account asked to make this address its login e-mail.',
    '',
    `To confirm, open this link within ${EMAIL_CHANGE_LINK_HOURS} hours and press the button on the page:`,
    link,
    '',
    'Until then nothing changes. If you did not expect this e-mail, ignore it.',
  ].join('\n'),
});

type Notice = { to: string; newEmail: string; at: Date; publicUrl: string };

export const emailChangeRequestedMail = ({ to, newEmail, at, publicUrl }: Notice): MailMessage => ({
  kind: 'email-change-requested',
  to,
  subject: 'A change of your Investor Portal login e-mail was requested',
  text: [
    `On ${at.toUTCString()}, a change of your login e-mail to ${maskEmail(newEmail)} was requested from your Investor Portal account.`,
    `It takes effect only if the link sent to that address is opened within ${EMAIL_CHANGE_LINK_HOURS} hours; until then you keep logging in with this address.`,
    '',
    `If this wasn't you, reset your password now at ${publicUrl}/password-reset (a new password cancels the change) and write to investor relations.`,
  ].join('\n'),
});

export const emailChangedMail = ({
  to,
  newEmail,
  at,
  phone,
}: Omit<Notice, 'publicUrl'> & { phone: string }): MailMessage => ({
  kind: 'email-changed',
  to,
  subject: 'Your Investor Portal login e-mail was changed',
  text: [
    `On ${at.toUTCString()}, the login e-mail of your Investor Portal account was changed to ${maskEmail(newEmail)}, and every other session was logged out.`,
    'This address no longer logs in, and the portal writes to the new one from now on.',
    '',
    `If this wasn't you, call investor relations at once at ${phone}.`,
  ].join('\n'),
});
