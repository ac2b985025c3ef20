// Investor relations' e-mail when an investor withdraws a subscription: who, which fund and amount, where it stood, and
// the investor's reason in their own words. No tax id, no answer of the wizard.
import { formatUsd } from '../../../shared/domain/money';
import type { MailMessage } from '../../mail/mailer';

export type Withdrawal = {
  to: string;
  investorName: string;
  investorEmail: string;
  fundName: string;
  fundSlug: string;
  amount: number | null;
  stageWords: string;
  reason: string;
  link: string;
};

export const withdrawalMail = (w: Withdrawal): MailMessage => ({
  kind: 'subscription-withdrawn',
  to: w.to,
  subject: `${w.investorName} withdrew their subscription to ${w.fundName}`,
  link: w.link,
  action: 'Open the subscription in the back office',
  fundSlug: w.fundSlug,
  text: [
    `${w.investorName} (${w.investorEmail}) withdrew their subscription to ${w.fundName}` +
      (w.amount === null ? '.' : ` of ${formatUsd(w.amount)}.`),
    `It stood at: ${w.stageWords}.`,
    '',
    'Their reason:',
    w.reason,
    '',
    'The subscription in the back office:',
    w.link,
  ].join('\n'),
});
