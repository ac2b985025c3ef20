// Wire instructions (docs/admin.md 'Wire instructions'): an admin enters a fund's bank details, a second admin
// confirms them, and only then do investors see them, and only once their subscription is approved, with a reference
// unique to it and investor relations' phone to call before sending. The details are sealed at rest; the audit log
// records every change without them.
import type {
  AdminWireAnswer,
  InvestorWireAnswer,
  WireDetails,
  WireVersion,
} from '../../../../shared/api/wire-instructions';
import { mayReceiveWireInstructions, wireReference } from '../../../../shared/domain/wire-reference';
import { normalizeWireDetails, wireDetailsErrors } from '../../../../shared/schemas/admin/wire-details.schema';
import { HttpError } from '../../../http-error';
import type { AdminDeps } from '../admin-deps';
import { recordAdminAction } from '../audit/admin-audit';
import { FUND_NOT_FOUND } from '../fund-settings/fund-admin';

export const WIRE_INVALID = 'Please check the wire instructions.';
export const NOTHING_TO_CONFIRM = 'There are no wire instructions waiting for confirmation.';
export const SECOND_ADMIN_CONFIRMS =
  'Another admin must confirm the wire instructions you entered: that is what keeps a single account from redirecting investors’ money.';
export const WIRE_AFTER_APPROVAL = 'Wire instructions are shown once the fund has approved your subscription.';
export const WIRE_NOT_PUBLISHED =
  'The fund has not published its wire instructions yet. Investor relations will contact you; please do not send funds before.';
export const INVESTMENT_NOT_FOUND = 'Investment not found.';

const seal = (deps: AdminDeps, details: WireDetails): string => deps.cipher.encrypt(JSON.stringify(details));
const open = (deps: AdminDeps, sealed: string): WireDetails => JSON.parse(deps.cipher.decrypt(sealed)) as WireDetails;

const emailOf = async (deps: AdminDeps, userId: string | null): Promise<string> =>
  userId === null ? 'a former admin' : ((await deps.repos.users.findById(userId))?.email ?? 'a former admin');

const requireFund = async (deps: AdminDeps, slug: string) => {
  const found = await deps.repos.funds.findBySlug(slug);
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
    pending,
    canConfirm: pending !== null && row?.proposedBy !== adminId,
  };
};

/** The last four characters of the account number: enough for the audit log to tell versions apart. */
const accountHint = (details: WireDetails): string => `…${details.accountNumber.slice(-4)}`;

export const proposeWireInstructions = async (
  deps: AdminDeps,
  { slug, adminId, input }: { slug: string; adminId: string; input: unknown },
): Promise<AdminWireAnswer> => {
  await requireFund(deps, slug);
  const fields = wireDetailsErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, WIRE_INVALID, { fields });
  const details = normalizeWireDetails(input as WireDetails);
  await deps.office.wire.propose(slug, seal(deps, details), adminId, deps.now());
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'wire.proposed',
    target: slug,
    details: { bankName: details.bankName, account: accountHint(details) },
  });
  return adminWireInstructions(deps, slug, adminId);
};

export const confirmWireInstructions = async (deps: AdminDeps, slug: string, adminId: string) => {
  await requireFund(deps, slug);
  const row = await deps.office.wire.find(slug);
  if (!row?.pendingSealed) throw new HttpError(409, NOTHING_TO_CONFIRM);
  if (row.proposedBy === adminId) throw new HttpError(409, SECOND_ADMIN_CONFIRMS);
  if (!(await deps.office.wire.confirm(slug, adminId, deps.now()))) throw new HttpError(409, NOTHING_TO_CONFIRM);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'wire.confirmed',
    target: slug,
    details: { account: accountHint(open(deps, row.pendingSealed)), enteredBy: row.proposedBy },
  });
  return adminWireInstructions(deps, slug, adminId);
};

/** The investor's own, approved subscription only; the confirmed details only. */
export const investorWireInstructions = async (
  deps: AdminDeps,
  { transactionId, userId }: { transactionId: string; userId: string },
): Promise<InvestorWireAnswer> => {
  const record = await deps.repos.transactions.findOwned(transactionId, userId);
  if (!record) throw new HttpError(404, INVESTMENT_NOT_FOUND);
  const { transaction } = record;
  if (!mayReceiveWireInstructions(transaction)) throw new HttpError(409, WIRE_AFTER_APPROVAL);
  const row = await deps.office.wire.find(transaction.portalFundSlug);
  if (!row?.confirmedSealed) throw new HttpError(409, WIRE_NOT_PUBLISHED);
  const fund = await deps.repos.funds.findBySlug(transaction.portalFundSlug);
  return {
    fundName: fund?.fund.name ?? transaction.portalFundSlug,
    details: open(deps, row.confirmedSealed),
    reference: wireReference(transaction.integrationId),
    amount: transaction.amount,
    investorRelationsPhone: deps.config.investorRelationsPhone,
  };
};
