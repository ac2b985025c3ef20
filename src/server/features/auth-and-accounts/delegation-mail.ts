// The invitation of a delegate (docs/security.md 'Delegates'): who invites, for what, and the link to accept with the
// delegate's own account. The link carries a single-use token the table keeps as a SHA-256 only.
import { delegateInvitationPath, INVITATION_DAYS } from '../../../shared/api/delegates';
import type { MailMessage } from '../../mail/mailer';

type Invitation = { to: string; investorName: string; scope: string; publicUrl: string; token: string };

export const delegateInvitationMail = ({ to, investorName, scope, publicUrl, token }: Invitation): MailMessage => {
  const link = `${publicUrl.replace(/\/$/, '')}${delegateInvitationPath(token)}`;
  return {
    kind: 'delegate-invitation',
    to,
    subject: `${investorName} asks you to fill in their subscription documents`,
    link,
    action: 'Accept the invitation',
    text: [
      `${investorName} would like you to fill in ${scope} on the Investor Portal for them.`,
      'You will answer the questions and upload documents with your own login; only they can sign.',
      '',
      `To accept, open this link within ${INVITATION_DAYS} days, then log in or sign up with this e-mail address:`,
      link,
      '',
      'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    ].join('\n'),
  };
};
