// The reminder job (issue 'Reminders'): every process runs it on a timer, and it is safe to run anywhere at any time:
// each due reminder is claimed in the database (FOR UPDATE SKIP LOCKED, with a lease) by exactly one run.
import type { ReminderRunAnswer } from '../../../../shared/api/admin-transaction';
import { sealAuditLog } from '../../../audit/audit-sealer';
import { recordAdminAction } from '../../../audit/record-action';
import { HttpError } from '../../../http-error';
import { claimedWork } from '../../../plugins/background-job';
import { findUserById } from '../../auth-and-accounts/public-api';
import { isUuid } from '../../investment-flow/public-api';
import type { AdminDeps } from '../admin-deps';
import { loadTransaction } from '../decisions/decisions';
import { deliverReminder } from './reminder-delivery';
import { REMINDER_POLICY, type ReminderPolicy } from './reminder-policy';

export const NOTHING_TO_REMIND =
  'There is nothing to remind: the wizard is finished and every co-signer has signed or is not invited yet.';
export const REMINDER_IN_FLIGHT = 'A reminder for this investment is being sent right now.';
export const REMINDED_JUST_NOW = 'A reminder went out a moment ago. Please wait a minute before sending another.';
export const INVESTOR_NOT_FOUND = 'Investor not found.';
export const REMINDERS_TURNED_OFF =
  'The investor turned reminder e-mails off in their settings: nothing was sent. Please contact them another way.';

const discover = async (deps: AdminDeps, policy: ReminderPolicy): Promise<void> => {
  await deps.office.reminders.discoverWizards(policy.firstAfterMs);
  await deps.office.reminders.discoverCoSigners(policy.firstAfterMs);
};

/**
 * One run of the schedule: starts new series, then sends what is due. When `signal` aborts (the process is stopping),
 * the reminder being sent is finished and the others claimed are given back at once, due as they were.
 */
export const runReminders = async (
  deps: AdminDeps,
  policy: ReminderPolicy = REMINDER_POLICY,
  signal?: AbortSignal,
): Promise<ReminderRunAnswer> => {
  await discover(deps, policy);
  const now = deps.now();
  const claimed = signal?.aborted
    ? []
    : await deps.office.reminders.claimDue({
        now,
        leaseUntil: new Date(now.getTime() + policy.leaseMs),
        cap: policy.cap,
        limit: policy.batch,
      });
  const work = claimedWork(claimed, signal, async (rows) => {
    for (const row of rows) await deps.office.reminders.release(row, row.nextDueAt);
  });
  let sent = 0;
  try {
    for (let row = work.next(); row; row = work.next()) {
      const outcome = await deliverReminder({ deps, row, now, policy, trigger: { kind: 'schedule' } });
      if (outcome === 'sent') sent += 1;
    }
  } finally {
    await work.settle();
  }
  // Entries written by anyone since the last run join the hash chain too.
  await sealAuditLog(deps);
  return { sent, skipped: claimed.length - sent };
};

/** An admin's 'send one now' for a transaction: its open series, whatever their schedule, cap or pause. */
export const sendRemindersNow = async (
  deps: AdminDeps,
  adminId: string,
  transactionId: string,
  policy: ReminderPolicy = REMINDER_POLICY,
): Promise<ReminderRunAnswer> => {
  await loadTransaction(deps, transactionId);
  await discover(deps, policy);
  const now = deps.now();
  const claimed = await deps.office.reminders.claimForTransaction({
    transactionId,
    now,
    leaseUntil: new Date(now.getTime() + policy.leaseMs),
  });
  if (claimed.length === 0) {
    const open = (await deps.office.reminders.listForTransaction(transactionId)).filter((r) => r.doneAt === null);
    throw new HttpError(409, open.length > 0 ? REMINDER_IN_FLIGHT : NOTHING_TO_REMIND);
  }
  let sent = 0;
  let isTooSoon = false;
  let isTurnedOff = false;
  for (const row of claimed) {
    if (row.lastSentAt && now.getTime() - row.lastSentAt.getTime() < policy.minimumGapMs) {
      await deps.office.reminders.release(row, row.nextDueAt);
      isTooSoon = true;
      continue;
    }
    const trigger = { kind: 'admin', adminId } as const;
    const outcome = await deliverReminder({ deps, row, now, policy, trigger });
    if (outcome === 'sent') sent += 1;
    if (outcome === 'turnedOff') isTurnedOff = true;
  }
  if (sent === 0 && isTooSoon) throw new HttpError(429, REMINDED_JUST_NOW);
  if (sent === 0) throw new HttpError(409, isTurnedOff ? REMINDERS_TURNED_OFF : NOTHING_TO_REMIND);
  return { sent, skipped: claimed.length - sent };
};

export const setRemindersPaused = async (deps: AdminDeps, adminId: string, userId: string, isPaused: boolean) => {
  const investor = isUuid(userId) ? await findUserById(deps.db, userId) : undefined;
  if (investor?.role !== 'investor') throw new HttpError(404, INVESTOR_NOT_FOUND);
  await deps.office.reminders.setPaused(userId, isPaused, adminId);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: isPaused ? 'reminders.paused' : 'reminders.resumed',
    target: userId,
    details: { userId },
  });
};
