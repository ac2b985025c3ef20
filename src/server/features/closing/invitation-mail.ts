// The invitation to subscribe (docs/admin.md 'Invitations'): the fund, the commitment agreed, and the link that signs
// the investor up or logs them in and opens the fund with the commitment filled in. The link carries a token the table
// keeps as a SHA-256 only.
import { invitationPath } from '../../../shared/api/invitations';
import { formatUsd } from '../../../shared/domain/money';
import type { MailMessage } from '../../mail/mailer';

type Invitation = {
  to: string;
  name: string;
  fundName: string;
  fundSlug: string;
  commitment: number;
  days: number;
  publicUrl: string;
  token: string;
};

export const invitationMail = (invitation: Invitation): MailMessage => {
  const { to, name, fundName, fundSlug, commitment, days, publicUrl, token } = invitation;
  const link = `${publicUrl.replace(/\/$/, '')}${invitationPath(token)}`;
  return {
    kind: 'invitation',
    to,
    fundSlug,
    subject: `You are invited to subscribe to ${fundName}`,
    link,
    action: 'Open the invitation',
    text: [
      `Dear ${name},`,
      '',
      `${fundName} invites you to subscribe, with the commitment agreed: ${formatUsd(commitment)}.`,
      `Open this link within ${days} days, then log in or sign up with this e-mail address; the fund opens with your commitment filled in:`,
      link,
      '',
      'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    ].join('\n'),
  };
};
