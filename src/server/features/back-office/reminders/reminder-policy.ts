// When reminders go out (issue 'Reminders'): the first two days after the investor's last change (or the co-signer's
// invitation), then twice as long after each reminder, at most three of them.
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ReminderPolicy = {
  firstAfterMs: number;
  backoffFactor: number;
  /** Reminders per series sent by the schedule; an admin's 'send now' is not held by it. */
  cap: number;
  /** How long a process owns a claimed reminder. */
  leaseMs: number;
  /** After a failed delivery, try again this much later. */
  retryAfterMs: number;
  /** Two reminders of a series are never this close, even when an admin asks. */
  minimumGapMs: number;
  batch: number;
  checkEveryMs: number;
};

/** What an operator may set for the schedule (REMINDER_* settings, docs/operations.md). */
export type ReminderSchedule = Partial<Pick<ReminderPolicy, 'checkEveryMs' | 'leaseMs' | 'batch'>>;

export const REMINDER_POLICY: ReminderPolicy = {
  firstAfterMs: 2 * DAY_MS,
  backoffFactor: 2,
  cap: 3,
  leaseMs: 10 * 60 * 1000,
  retryAfterMs: HOUR_MS,
  minimumGapMs: 60 * 1000,
  batch: 100,
  checkEveryMs: 5 * 60 * 1000,
};

/** Due time of the next reminder once `sentCount` have been sent, the last at `sentAt`. */
export const nextDueAfter = (sentAt: Date, sentCount: number, policy: ReminderPolicy = REMINDER_POLICY): Date =>
  new Date(sentAt.getTime() + policy.firstAfterMs * policy.backoffFactor ** sentCount);
