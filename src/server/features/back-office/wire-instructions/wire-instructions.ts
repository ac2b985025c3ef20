// Wire instructions (docs/admin.md 'Wire instructions', docs/security.md 'Wire-fraud defences'): an admin enters a
// fund's bank details, a second admin confirms the very version they read (a newer proposal restarts the review), and
// only then do investors see them, and only once their subscription is approved, with a reference unique to it and
// investor relations' phone to call before sending. Every other admin is e-mailed when a change waits, every admin when
// one is confirmed, and investors waiting to send funds are told that the details changed (never the details). The
// details are sealed at rest; the audit log records every change without them.
import { createHash } from 'node:crypto';
import type {
  AdminWireAnswer,
  InvestorWireAnswer,
  WireDetails,
  WireVersion,
} from '../../../../shared/api/wire-instructions';
import { formatEasternDate } from '../../../../shared/domain/eastern-dates';
import { mayReceiveWireInstructions, wireReference } from '../../../../shared/domain/wire-reference';
import { normalizeWireDetails, wireDetailsErrors } from '../../../../shared/schemas/admin/wire-details.schema';
import { recordAdminAction } from '../../../audit/record-action';
import { HttpError } from '../../../http-error';
import { deliverMail } from '../../../mail/deliver-mail';
import type { MailMessage } from '../../../mail/mailer';
import { findUserById, listAdmins } from '../../auth-and-accounts/public-api';
import { findFund } from '../../funds/public-api';
import { findOwnedTransaction } from '../../investment-flow/public-api';
import type { AdminDeps } from '../admin-deps';
import { FUND_NOT_FOUND } from '../fund-settings/fund-admin';
import type { WireRecipient } from './wire-instructions-repository';
import { wireChangedInvestorMail, wireConfirmedMail, wireProposedMail } from './wire-mail';

export const WIRE_INVALID = 'Please check the wire instructions.';
export const NOTHING_TO_CONFIRM = 'There are no wire instructions waiting for confirmation.';
export const SECOND_ADMIN_CONFIRMS =
  'Another admin must confirm the wire instructions you entered: that is what keeps a single account from redirecting investors’ money.';
export const WIRE_AFTER_APPROVAL = 'Wire instructions are shown once the fund has approved your subscription.';
export const WIRE_NOT_PUBLISHED =
  'The fund has not published its wire instructions yet. Investor relations will contact you; please do not send funds before.';
export const INVESTMENT_NOT_FOUND = 'Investment not found.';
export const WIRE_CHANGED_SINCE_READ =
  'These wire instructions changed after you opened them. Check the new details before you confirm.';
/** How long an investor's wire page says that the bank details changed. */
export const WIRE_CHANGE_NOTICE_DAYS = 30;

/** The version a confirmation names: a hash of the pending version's sealed text (new for every proposal). */
export const wireVersionId = (sealed: string): string => createHash('sha256').update(sealed).digest('hex').slice(0, 16);

const seal = (deps: AdminDeps, details: WireDetails): string => deps.cipher.encrypt(JSON.stringify(details));
const open = (deps: AdminDeps, sealed: string): WireDetails => JSON.parse(deps.cipher.decrypt(sealed)) as WireDetails;

const emailOf = async (deps: AdminDeps, userId: string | null): Promise<string> =>
  userId === null ? 'a former admin' : ((await findUserById(deps.db, userId))?.email ?? 'a former admin');

const requireFund = async (deps: AdminDeps, slug: string) => {
  const found = await findFund(deps.db, slug);
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  return found;
};

/** A stored version as admins read it: the details, who acted on it and when; null when there is none. */
const versionOf = async (
  deps: AdminDeps,
  sealed: string | null | undefined,
  by: string | null | undefined,
  at: Date | null | undefined,
): Promise<WireVersion | null> =>
  sealed && at ? { details: open(deps, sealed), by: await emailOf(deps, by ?? null), at: at.toISOString() } : null;

export const adminWireInstructions = async (
  deps: AdminDeps,
  slug: string,
  adminId: string,
): Promise<AdminWireAnswer> => {
  await requireFund(deps, slug);
  const row = await deps.office.wire.find(slug);
  const confirmed = await versionOf(deps, row?.confirmedSealed, row?.confirmedBy, row?.confirmedAt);
  const pending = await versionOf(deps, row?.pendingSealed, row?.proposedBy, row?.proposedAt);
  return {
    fundSlug: slug,
    confirmed: confirmed && { ...confirmed, proposedBy: await emailOf(deps, row?.confirmedProposedBy ?? null) },
    pending: pending && row?.pendingSealed ? { ...pending, version: wireVersionId(row.pendingSealed) } : null,
    canConfirm: pending !== null && row?.proposedBy !== adminId,
  };
};

/** The last four characters of the account number: enough for the audit log to tell versions apart. */
const accountHint = (details: WireDetails): string => `…${details.accountNumber.slice(-4)}`;

export const proposeWireInstructions = async (
  deps: AdminDeps,
  { slug, adminId, input }: { slug: string; adminId: string; input: unknown },
): Promise<AdminWireAnswer> => {
  const fundName = (await requireFund(deps, slug)).fund.name;
  const fields = wireDetailsErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, WIRE_INVALID, { fields });
  const details = normalizeWireDetails(input as WireDetails);
  const now = deps.now();
  await deps.office.wire.propose(slug, seal(deps, details), adminId, now);
  const by = await emailOf(deps, adminId);
  const others = (await listAdmins(deps.db)).filter((user) => user.id !== adminId);
  const mailed = await deliverAll(
    deps,
    others.map((user) =>
      wireProposedMail({ to: user.email, fundName, fundSlug: slug, link: adminLink(deps, slug), by, on: dayOf(now) }),
    ),
  );
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'wire.proposed',
    target: slug,
    details: { bankName: details.bankName, account: accountHint(details), mailedAdmins: mailed },
  });
  return adminWireInstructions(deps, slug, adminId);
};

const dayOf = (at: Date): string => formatEasternDate(at);
const adminLink = (deps: AdminDeps, slug: string): string =>
  `${deps.config.publicUrl.replace(/\/$/, '')}/admin/funds/${encodeURIComponent(slug)}/edit#wire-instructions`;

/** Sends each mail (each recorded in the mail outbox); how many went. */
const deliverAll = async (deps: AdminDeps, mails: readonly MailMessage[]): Promise<number> => {
  let sent = 0;
  for (const mail of mails) if (await deliverMail(deps.db, deps.mailer, mail)) sent += 1;
  return sent;
};

/** Whether an approved, unfunded subscription (the repository's query) is fully signed and may see the details. */
const isWaitingToFund = (r: WireRecipient): boolean =>
  mayReceiveWireInstructions({
    currentStep: r.currentStep,
    subscriptionAgreementDate: r.subscriptionAgreementDate?.toISOString() ?? null,
    completionDate: r.completionDate?.toISOString() ?? null,
    fundsTransferDate: r.fundsTransferDate?.toISOString() ?? null,
    proofOfAccreditationDate: r.proofOfAccreditationDate?.toISOString() ?? null,
    isApproved: r.isApproved,
    rejectionDate: r.rejectionDate?.toISOString() ?? null,
    withdrawalDate: r.withdrawalDate?.toISOString() ?? null,
  });

export const confirmWireInstructions = async (
  deps: AdminDeps,
  { slug, adminId, version }: { slug: string; adminId: string; version: string },
) => {
  const { fund } = await requireFund(deps, slug);
  const row = await deps.office.wire.find(slug);
  if (!row?.pendingSealed) throw new HttpError(409, NOTHING_TO_CONFIRM);
  if (row.proposedBy === adminId) throw new HttpError(409, SECOND_ADMIN_CONFIRMS);
  if (wireVersionId(row.pendingSealed) !== version) throw new HttpError(409, WIRE_CHANGED_SINCE_READ);
  const now = deps.now();
  if (!(await deps.office.wire.confirm(slug, adminId, now, row.pendingSealed))) {
    const again = await deps.office.wire.find(slug);
    throw new HttpError(409, again?.pendingSealed ? WIRE_CHANGED_SINCE_READ : NOTHING_TO_CONFIRM);
  }
  const isChange = row.confirmedSealed !== null;
  const [by, enteredBy] = [await emailOf(deps, adminId), await emailOf(deps, row.proposedBy)];
  const on = dayOf(now);
  const admins = await listAdmins(deps.db);
  const mailedAdmins = await deliverAll(
    deps,
    admins.map((user) =>
      wireConfirmedMail({
        to: user.email,
        fundName: fund.name,
        fundSlug: slug,
        link: adminLink(deps, slug),
        by,
        on,
        enteredBy,
      }),
    ),
  );
  // A first publication changes nothing an investor saw; a change is told to everyone who may still send funds.
  const recipients = isChange ? (await deps.office.wire.approvedUnfunded(slug)).filter(isWaitingToFund) : [];
  const mailedInvestors = await deliverAll(
    deps,
    recipients.map((r) =>
      wireChangedInvestorMail({
        to: r.email,
        investorName: `${r.firstName} ${r.lastName}`.trim() || r.email,
        fundName: fund.name,
        fundSlug: slug,
        link: `${deps.config.publicUrl.replace(/\/$/, '')}/investment-summary#${r.transactionId}`,
        on,
        phone: deps.config.investorRelationsPhone,
      }),
    ),
  );
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'wire.confirmed',
    target: slug,
    details: {
      account: accountHint(open(deps, row.pendingSealed)),
      enteredBy: row.proposedBy,
      isChange,
      mailedAdmins,
      mailedInvestors,
    },
  });
  return adminWireInstructions(deps, slug, adminId);
};

/** Every fund with a change waiting for a second admin (the back office's first page lists them). */
export const pendingWireChanges = async (deps: AdminDeps, adminId: string) =>
  Promise.all(
    (await deps.office.wire.listPending()).map(async (row) => ({
      fundSlug: row.fundSlug,
      fundName: row.fundName,
      enteredBy: await emailOf(deps, row.proposedBy),
      at: (row.proposedAt ?? new Date(0)).toISOString(),
      canConfirm: row.proposedBy !== adminId,
    })),
  );

/** The investor's own, approved subscription only; the confirmed details only. */
export const investorWireInstructions = async (
  deps: AdminDeps,
  { transactionId, userId }: { transactionId: string; userId: string },
): Promise<InvestorWireAnswer> => {
  const record = await findOwnedTransaction(deps, transactionId, userId);
  if (!record) throw new HttpError(404, INVESTMENT_NOT_FOUND);
  const { transaction } = record;
  if (!mayReceiveWireInstructions(transaction)) throw new HttpError(409, WIRE_AFTER_APPROVAL);
  const row = await deps.office.wire.find(transaction.portalFundSlug);
  if (!row?.confirmedSealed) throw new HttpError(409, WIRE_NOT_PUBLISHED);
  const fund = await findFund(deps.db, transaction.portalFundSlug);
  const noticeFrom = deps.now().getTime() - WIRE_CHANGE_NOTICE_DAYS * 86_400_000;
  return {
    fundName: fund?.fund.name ?? transaction.portalFundSlug,
    changedAt: row.changedAt && row.changedAt.getTime() >= noticeFrom ? row.changedAt.toISOString() : null,
    details: open(deps, row.confirmedSealed),
    reference: wireReference(transaction.integrationId),
    amount: transaction.amount,
    investorRelationsPhone: deps.config.investorRelationsPhone,
  };
};
