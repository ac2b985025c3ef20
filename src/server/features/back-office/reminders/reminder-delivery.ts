// Sends one claimed reminder (issue 'Reminders'): the investor's 'your subscription is waiting', or a co-signer's new
// link through e-signature (this job is the only schedule that reminds co-signers). A series whose wizard was
// finished or whose co-signer signed is closed instead. An investor who turned reminders off in settings is not
// reminded; the series waits, so that turning them on again resumes it. Every reminder sent is in the audit log.
import { stepMeta } from '../../../../../machines/step-meta';
import { isStepId, isTerminalStep } from '../../../../shared/domain/steps';
import { recordAuditEntry } from '../../../audit/audit-log-repository';
import { recordAdminAction } from '../../../audit/record-action';
import { deliverOptionalMail } from '../../auth-and-accounts/public-api';
import { findFund } from '../../funds/public-api';
import { invitableSigners, sendInvitation } from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import type { PipelineSource } from '../pipeline/pipeline-repository';
import { investorName } from '../pipeline/pipeline-rows';
import { stepTitle } from '../pipeline/step-title';
import { wizardReminderMail } from './reminder-mail';
import { nextDueAfter, type ReminderPolicy } from './reminder-policy';
import type { ReminderRow } from './reminders-repository';

export type Outcome = 'sent' | 'done' | 'deferred' | 'failed' | 'turnedOff';
/** A reminder due on the schedule, or one an admin asked for now. */
export type Trigger = { kind: 'schedule' } | { kind: 'admin'; adminId: string };

type Delivery = { deps: AdminDeps; row: ReminderRow; now: Date; policy: ReminderPolicy; trigger: Trigger };

type SeriesFacts = { transaction: PipelineSource['transaction'] };
type EnvelopeFacts = { status: string; signers: readonly { signerId: string; status: string }[] };

const isWizardFinished = ({ transaction: t }: SeriesFacts): boolean =>
  !isStepId(t.currentStep) ||
  isTerminalStep(t.currentStep) ||
  t.subscriptionAgreementDate !== null ||
  t.completionDate !== null ||
  t.rejectionDate !== null ||
  t.withdrawalDate !== null;

/**
 * Whether the job would close this series instead of sending it (the wizard finished, the co-signer signed or the
 * envelope no longer waits for signatures): then no reminder is due, and the back office shows none (docs/admin.md
 * 'Reminders').
 */
export const isSeriesOver = (
  row: Pick<ReminderRow, 'kind' | 'subjectId'>,
  source: SeriesFacts | null,
  envelope: EnvelopeFacts | null,
): boolean => {
  if (row.kind === 'wizard') return !source || isWizardFinished(source);
  const signer = envelope?.signers.find((s) => s.signerId === row.subjectId);
  return envelope?.status !== 'inProgress' || !signer || signer.status === 'signed';
};

const fundNameOf = async (deps: AdminDeps, slug: string): Promise<string> =>
  (await findFund(deps.db, slug))?.fund.name ?? slug;

const recordSent = async ({ deps, row, now, policy, trigger }: Delivery, to: string): Promise<Outcome> => {
  const count = row.sentCount + 1;
  await deps.office.reminders.markSent(row, { at: now, nextDueAt: nextDueAfter(now, count, policy) });
  const entry = {
    actorUserId: trigger.kind === 'admin' ? trigger.adminId : null,
    action: 'reminder.sent',
    target: row.transactionId,
    details: { kind: row.kind, userId: row.userId, to, count, trigger: trigger.kind },
  };
  // An admin's 'send now' is sealed at once like every admin action; a scheduled run seals its entries together at
  // its end (reminder-job.ts), once rather than once per reminder.
  if (trigger.kind === 'admin') await recordAdminAction(deps, entry);
  else await recordAuditEntry(deps.db, { ...entry, impersonatedUserId: null });
  return 'sent';
};

const failed = async ({ deps, row, now, policy }: Delivery): Promise<Outcome> => {
  await deps.office.reminders.release(row, new Date(now.getTime() + policy.retryAfterMs));
  return 'failed';
};

/**
 * The investor turned reminders off: the schedule looks again as long after as before a first reminder; 'send now'
 * leaves the series due when it was.
 */
const turnedOff = async ({ deps, row, now, policy, trigger }: Delivery): Promise<Outcome> => {
  const nextDueAt = trigger.kind === 'schedule' ? new Date(now.getTime() + policy.firstAfterMs) : row.nextDueAt;
  await deps.office.reminders.release(row, nextDueAt);
  return 'turnedOff';
};

const deliverWizard = async (delivery: Delivery): Promise<Outcome> => {
  const { deps, row, now, policy, trigger } = delivery;
  const source = await deps.office.pipeline.findById(row.transactionId);
  if (!source || isSeriesOver(row, source, null)) {
    await deps.office.reminders.markDone(row, now);
    return 'done';
  }
  // The investor came back since: the series waits for them to stop again.
  const quietUntil = new Date(source.transaction.updatedAt.getTime() + policy.firstAfterMs);
  if (trigger.kind === 'schedule' && quietUntil > now) {
    await deps.office.reminders.release(row, quietUntil);
    return 'deferred';
  }
  const { id, fundSlug, currentStep } = source.transaction;
  const link = `${deps.config.publicUrl}/fund/${fundSlug}/invest/${stepMeta(currentStep).slug}/${id}`;
  const mail = {
    to: source.user.email,
    investorName: investorName(source),
    fundName: await fundNameOf(deps, fundSlug),
    fundSlug,
    stepTitle: stepTitle(currentStep),
    link,
  };
  const outcome = await deliverOptionalMail(deps, {
    userId: source.transaction.userId,
    choice: 'reminders',
    mail: wizardReminderMail(mail),
  });
  if (outcome === 'turnedOff') return turnedOff(delivery);
  if (outcome === 'failed') return failed(delivery);
  return recordSent(delivery, source.user.email);
};

const deliverCoSigner = async (delivery: Delivery): Promise<Outcome> => {
  const { deps, row, now, policy, trigger } = delivery;
  const state = await deps.provider.findEnvelope({ transactionId: row.transactionId });
  const signer = state?.signers.find((s) => s.signerId === row.subjectId);
  if (!state || !signer || isSeriesOver(row, null, state)) {
    await deps.office.reminders.markDone(row, now);
    return 'done';
  }
  if (!invitableSigners(state).some((s) => s.signerId === signer.signerId)) {
    await deps.office.reminders.release(row, new Date(now.getTime() + policy.firstAfterMs));
    return 'deferred';
  }
  // A link went out lately (the investor sent it again): the series waits as long as after an invitation.
  const quietUntil = signer.invitedAt && new Date(signer.invitedAt.getTime() + policy.firstAfterMs);
  if (trigger.kind === 'schedule' && quietUntil && quietUntil > now) {
    await deps.office.reminders.release(row, quietUntil);
    return 'deferred';
  }
  const fundName = await fundNameOf(deps, state.fundSlug);
  if (!(await sendInvitation(deps, state, signer, { fundName, isReminder: true }))) return failed(delivery);
  return recordSent(delivery, signer.email);
};

export const deliverReminder = (delivery: Delivery): Promise<Outcome> =>
  delivery.row.kind === 'wizard' ? deliverWizard(delivery) : deliverCoSigner(delivery);
