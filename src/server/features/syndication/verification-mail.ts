// The investor's e-mail about a review decision on their syndication sign-up: approved, or not accepted with the
// reviewer's reason and a link back to the step to submit again.
import type { VerificationKind } from '../../../shared/api/syndication';
import type { Decision } from '../../../shared/domain/codes';
import type { MailMessage } from '../../mail/mailer';

const PROOF_WORDS: Record<VerificationKind, string> = {
  identity: 'proof of identity',
  accreditation: 'proof of accreditation',
};

type VerificationDecisionMail = {
  to: string;
  investorName: string;
  kind: VerificationKind;
  decision: Decision;
  reason: string | null;
  link: string;
  /** An approved accreditation's expiry, in words. */
  expiresOn: string | null;
};

export const verificationDecisionMail = ({
  to,
  investorName,
  kind,
  decision,
  reason,
  link,
  expiresOn,
}: VerificationDecisionMail): MailMessage => {
  const proof = PROOF_WORDS[kind];
  if (decision === 'approved') {
    return {
      kind: `syndication-${kind}-approved`,
      to,
      subject: `Your ${proof} has been approved`,
      link,
      action: 'Follow your sign-up',
      text: [
        `Dear ${investorName},`,
        '',
        `Thank you: we have verified your ${proof} for the Syndication Program.`,
        ...(expiresOn ? [`Your accreditation is valid until ${expiresOn}; we will ask you to renew it then.`] : []),
        '',
        'You can follow your sign-up here:',
        link,
      ].join('\n'),
    };
  }
  return {
    kind: `syndication-${kind}-denied`,
    to,
    subject: `We could not accept your ${proof}`,
    link,
    action: 'Submit it again',
    text: [
      `Dear ${investorName},`,
      '',
      `We reviewed the ${proof} you submitted for the Syndication Program and could not accept it, for this reason:`,
      '',
      reason ?? '',
      '',
      'Please submit it again here; our investor relations team is glad to answer any question:',
      link,
    ].join('\n'),
  };
};
