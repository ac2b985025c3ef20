// Invitations to subscribe (docs/admin.md 'Invitations'): a paste checked row by row (a bad e-mail, an amount outside
// the fund's limits, an address twice in the paste or already invited: named per row, nothing sent for it), the good
// rows sent; the link opened by the account of the invited address; a resend with a new link; a withdrawal.
import {
  INVITATION_MESSAGES,
  type InvitationAccepted,
  type InvitationOpened,
  type InvitationPreview,
  type InvitationRowPreview,
  type InvitationsSent,
  type InvitationView,
  MAX_INVITATION_ROWS,
} from '../../../shared/api/invitations';
import { checkInvitationRow, type InvitationRowValues } from '../../../shared/schemas/admin/invitation-row.schema';
import type { AppDeps } from '../../app-deps';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import { FUND_NOT_FOUND, findFund } from '../funds/public-api';
import { invitationMail } from './invitation-mail';
import { readInvitationPaste } from './invitation-paste';
import { type InvitationsRepository, invitationStatus, toInvitationView } from './invitations-repository';

export type ClosingDeps = AppDeps & { invitations: InvitationsRepository };

const fundOf = async (deps: ClosingDeps, slug: string) => {
  const found = await findFund(deps.db, slug);
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  return found.fund;
};

type Checked = { preview: InvitationRowPreview; values: InvitationRowValues | null };

/** Every row of the paste checked: its own fields, then an address twice in the paste or already invited. */
const checkPaste = async (
  deps: ClosingDeps,
  fund: Awaited<ReturnType<typeof fundOf>>,
  text: string,
): Promise<Checked[]> => {
  const rows = readInvitationPaste(text);
  if (rows.length === 0)
    throw new HttpError(400, INVITATION_MESSAGES.noRows, { fields: { text: INVITATION_MESSAGES.noRows } });
  if (rows.length > MAX_INVITATION_ROWS)
    throw new HttpError(400, INVITATION_MESSAGES.tooManyRows, { fields: { text: INVITATION_MESSAGES.tooManyRows } });
  const checked = rows.map((row) => ({ row, ...checkInvitationRow(row, fund) }));
  const open = await deps.invitations.openEmails(
    fund.integrationId,
    checked.flatMap(({ values }) => (values ? [values.email] : [])),
    deps.now(),
  );
  const seen = new Set<string>();
  return checked.map(({ row, values, errors, commitment }) => {
    const email = values?.email ?? row.email.trim().toLowerCase();
    const own = { ...errors };
    if (!own.email && seen.has(email)) own.email = INVITATION_MESSAGES.duplicateInPaste;
    else if (!own.email && open.has(email)) own.email = INVITATION_MESSAGES.alreadyInvited;
    seen.add(email);
    const isValid = values !== null && Object.keys(own).length === 0;
    return {
      preview: {
        line: row.line,
        name: values?.name ?? row.name,
        email,
        commitment,
        entityName: values?.entityName ?? row.entityName,
        note: values?.note ?? row.note,
        errors: own,
      },
      values: isValid ? values : null,
    };
  });
};

const summary = (checked: readonly Checked[]): InvitationPreview => {
  const valid = checked.filter(({ values }) => values !== null).length;
  return { rows: checked.map(({ preview }) => preview), valid, invalid: checked.length - valid };
};

export const previewInvitations = async (deps: ClosingDeps, slug: string, text: string): Promise<InvitationPreview> =>
  summary(await checkPaste(deps, await fundOf(deps, slug), text));

export const sendInvitations = async (
  deps: ClosingDeps,
  { slug, text, adminId }: { slug: string; text: string; adminId: string },
): Promise<InvitationsSent> => {
  const fund = await fundOf(deps, slug);
  const checked = await checkPaste(deps, fund, text);
  const rows = checked.flatMap(({ values }) => (values ? [values] : []));
  const now = deps.now();
  const days = deps.config.invitationDays;
  const created = await deps.invitations.create({ fundId: fund.integrationId, invitedBy: adminId, days }, rows, now);
  for (const { row, token } of created) {
    await deliverMail(
      deps.db,
      deps.mailer,
      invitationMail({
        to: row.email,
        name: row.name,
        fundName: fund.name,
        fundSlug: fund.slug,
        commitment: row.commitment,
        days,
        publicUrl: deps.config.publicUrl,
        token,
      }),
    );
  }
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'invitations.sent',
    target: fund.slug,
    details: { sent: created.length, refused: checked.length - created.length },
  });
  return { ...summary(checked), sent: created.length };
};

export const listInvitations = async (deps: ClosingDeps, slug: string): Promise<InvitationView[]> => {
  const fund = await fundOf(deps, slug);
  const now = deps.now();
  return (await deps.invitations.listOfFund(fund.integrationId)).map(({ row, hasStarted }) =>
    toInvitationView(row, invitationStatus(row, hasStarted, now)),
  );
};

const foundInvitation = async (deps: ClosingDeps, id: string) => {
  const found = await deps.invitations.find(id);
  if (!found) throw new HttpError(404, INVITATION_MESSAGES.notFound);
  return found;
};

/** A new link and a new expiry, mailed again; refused once withdrawn or once the investor has started. */
export const resendInvitation = async (deps: ClosingDeps, id: string, adminId: string): Promise<InvitationView> => {
  const found = await foundInvitation(deps, id);
  const now = deps.now();
  const status = invitationStatus(found.row, found.hasStarted, now);
  if (status === 'withdrawn' || status === 'started') throw new HttpError(409, INVITATION_MESSAGES.notOpen);
  const renewed = await deps.invitations.renew(id, deps.config.invitationDays, now);
  const fund = await deps.invitations.fundOf(found.row.fundId);
  if (!renewed || !fund) throw new HttpError(409, INVITATION_MESSAGES.notOpen);
  await deliverMail(
    deps.db,
    deps.mailer,
    invitationMail({
      to: renewed.row.email,
      name: renewed.row.name,
      fundName: fund.name,
      fundSlug: fund.slug,
      commitment: renewed.row.commitment,
      days: deps.config.invitationDays,
      publicUrl: deps.config.publicUrl,
      token: renewed.token,
    }),
  );
  await recordAdminAction(deps, { actorUserId: adminId, action: 'invitation.resent', target: id, details: {} });
  return toInvitationView(renewed.row, invitationStatus(renewed.row, found.hasStarted, now));
};

export const withdrawInvitation = async (deps: ClosingDeps, id: string, adminId: string): Promise<InvitationView> => {
  const found = await foundInvitation(deps, id);
  if (found.hasStarted) throw new HttpError(409, INVITATION_MESSAGES.notOpen);
  const now = deps.now();
  if (!(await deps.invitations.withdraw(id, now))) throw new HttpError(409, INVITATION_MESSAGES.notOpen);
  await recordAdminAction(deps, { actorUserId: adminId, action: 'invitation.withdrawn', target: id, details: {} });
  const after = await foundInvitation(deps, id);
  return toInvitationView(after.row, invitationStatus(after.row, after.hasStarted, now));
};

/** The invitation a link names while it still works: a withdrawn or expired one says so plainly. */
const workingInvitation = async (deps: ClosingDeps, token: string) => {
  const found = await deps.invitations.findByToken(token);
  if (!found) throw new HttpError(404, INVITATION_MESSAGES.invalid);
  const status = invitationStatus(found.row, found.hasStarted, deps.now());
  if (status === 'withdrawn') throw new HttpError(410, INVITATION_MESSAGES.withdrawn);
  if (status === 'expired') throw new HttpError(410, INVITATION_MESSAGES.expired);
  const fund = await deps.invitations.fundOf(found.row.fundId);
  if (!fund) throw new HttpError(404, INVITATION_MESSAGES.invalid);
  return { ...found, fund };
};

export const openInvitation = async (deps: ClosingDeps, token: string): Promise<InvitationOpened> => {
  const { row, fund } = await workingInvitation(deps, token);
  return { fundSlug: fund.slug, fundName: fund.name, commitment: row.commitment, email: maskEmail(row.email) };
};

/** Accepted by the account of the invited address: the fund to open, with the commitment to fill in. */
export const acceptInvitation = async (
  deps: ClosingDeps,
  { token, user }: { token: string; user: { id: string; email: string } },
): Promise<InvitationAccepted> => {
  const { row, fund } = await workingInvitation(deps, token);
  if (user.email.toLowerCase() !== row.email)
    throw new HttpError(409, INVITATION_MESSAGES.otherEmail(maskEmail(row.email)));
  await deps.invitations.markOpened(row.id, user.id, deps.now());
  return { fundSlug: fund.slug, commitment: row.commitment };
};
