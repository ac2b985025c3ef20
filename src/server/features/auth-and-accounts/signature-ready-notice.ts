// When a delegate brings a subscription to the signature, the investor is e-mailed that it is ready for their review
// and signature (docs/security.md 'Delegates'): once per subscription, whether the delegate reached the step or
// pressed 'Notify' there. The notice's row is the claim, so of two requests only one mails.
import type { Db } from '../../db/database';
import { deliverMail } from '../../mail/deliver-mail';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { findFund } from '../funds/public-api';
import { createDelegationsRepository } from './delegations-repository';
import { createUsersRepository } from './users-repository';

/** What the notice needs of the app (named here: the app's deps import this feature's public file). */
type NoticeDeps = {
  db: Db;
  mailer: Mailer;
  config: { publicUrl: string };
  now: () => Date;
};

type Notice = {
  investorUserId: string;
  transactionId: string;
  fundSlug: string;
  delegateEmail: string;
  delegationId: string;
};

export const signatureReadyMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  delegateEmail,
  link,
}: {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  delegateEmail: string;
  link: string;
}): MailMessage => ({
  kind: 'signature-ready',
  to,
  subject: `Ready for your signature: your subscription to ${fundName}`,
  link,
  action: 'Review and sign',
  fundSlug,
  text: [
    `Hello ${investorName},`,
    '',
    `${delegateEmail} has filled in your subscription to ${fundName}. It is ready for your review and signature:`,
    'only you can sign it.',
    link,
    '',
    'If you did not ask anyone to fill it in for you, do not sign: remove them in your settings and write to investor relations.',
  ].join('\n'),
});

/** Mails the investor unless they were told already; answers when they were told (now or before). */
export const noticeSignatureReady = async (
  deps: NoticeDeps,
  notice: Notice,
): Promise<{ sentAt: Date; isNew: boolean }> => {
  const delegations = createDelegationsRepository(deps.db);
  const at = deps.now();
  if (!(await delegations.claimSignatureNotice(notice.transactionId, notice.delegationId, at))) {
    return { sentAt: (await delegations.signatureNoticeSentAt(notice.transactionId)) ?? at, isNew: false };
  }
  const [investor, fund] = await Promise.all([
    createUsersRepository(deps.db).findById(notice.investorUserId),
    findFund(deps.db, notice.fundSlug),
  ]);
  if (!investor) return { sentAt: at, isNew: false };
  const mail = signatureReadyMail({
    to: investor.email,
    investorName: `${investor.firstName} ${investor.lastName}`.trim() || investor.email,
    fundName: fund?.fund.name ?? notice.fundSlug,
    fundSlug: notice.fundSlug,
    delegateEmail: notice.delegateEmail,
    link: `${deps.config.publicUrl.replace(/\/$/, '')}/investment-summary`,
  });
  await deliverMail(deps.db, deps.mailer, mail);
  return { sentAt: at, isNew: true };
};
