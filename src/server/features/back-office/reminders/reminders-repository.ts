// The reminder schedule (docs/admin.md 'Reminders'). Several processes run the same job: a reminder is claimed with
// `FOR UPDATE SKIP LOCKED` and a lease in one statement, so exactly one process sends it; a crashed process's lease
// runs out and the reminder is picked up again.
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { TERMINAL_STEPS } from '../../../../shared/domain/steps';
import type { Db } from '../../../db/database';
import { reminderPauses, reminders } from '../../../db/schema/back-office';
import { jobMarks } from '../../../db/schema/operations';

export type ReminderRow = typeof reminders.$inferSelect;

const terminalSteps = sql.join(
  TERMINAL_STEPS.map((step) => sql`${step}`),
  sql`, `,
);

/** The job_marks row of the wizards' discovery. */
const WIZARD_DISCOVERY = 'reminders.discover-wizards';
/** How late a transaction may commit after its row was stamped and still be found by the next pass. */
const DISCOVERY_MARGIN_MS = 10 * 60_000;

const isClaimable = (now: Date) =>
  and(isNull(reminders.doneAt), or(isNull(reminders.claimedUntil), lte(reminders.claimedUntil, now)));

/**
 * Starts a series for every unfinished wizard created at `since` or later (every one when null): first due `delayMs`
 * after the investor's last change. The high-water mark moves on to the statement's start in the same statement.
 * `since` is a value, not a subquery, so the planner sees how recent it is (beyond the statistics' last bound it
 * looks the index's actual range up) and reads transactions_created_idx rather than the table.
 */
export const discoverWizardsSql = (delayMs: number, since: Date | null) => sql`
  with found as (
    insert into reminders (kind, subject_id, user_id, transaction_id, next_due_at)
    select 'wizard', t.id, t.user_id, t.id, t.updated_at + ${delayMs} * interval '1 millisecond'
      from transactions t
     where ${since === null ? sql`true` : sql`t.created_at >= ${since.toISOString()}::timestamptz`}
       and t.current_step not in (${terminalSteps})
       and t.subscription_agreement_date is null
       and t.completion_date is null
       and t.rejection_date is null
       and t.withdrawal_date is null
    on conflict (kind, subject_id) do nothing
  )
  insert into job_marks (job, mark) values (${WIZARD_DISCOVERY}, statement_timestamp())
  on conflict (job) do update set mark = greatest(job_marks.mark, excluded.mark)`;

/**
 * Starts a series for every co-signer invited and not signed: first due `delayMs` after the invitation. The partial
 * index envelope_signers_awaiting_idx holds exactly these signers, however many have signed.
 */
export const discoverCoSignersSql = (delayMs: number) => sql`
  insert into reminders (kind, subject_id, user_id, transaction_id, next_due_at)
  select 'coSigner', s.id, e.owner_user_id, e.transaction_id, s.invited_at + ${delayMs} * interval '1 millisecond'
    from envelope_signers s
    join envelopes e on e.id = s.envelope_id
   where s.status = 'pending' and s.user_id is null and s.invited_at is not null and e.status = 'inProgress'
     and e.transaction_id is not null
  on conflict (kind, subject_id) do nothing`;

export const createRemindersRepository = (db: Db) => ({
  /**
   * Starts a series for every unfinished wizard created since the last pass (a high-water mark in job_marks), less
   * `DISCOVERY_MARGIN_MS` for a transaction that committed late: the work follows what is new, not the table.
   */
  discoverWizards: async (delayMs: number): Promise<void> => {
    const [last] = await db.select({ mark: jobMarks.mark }).from(jobMarks).where(eq(jobMarks.job, WIZARD_DISCOVERY));
    const since = last ? new Date(last.mark.getTime() - DISCOVERY_MARGIN_MS) : null;
    await db.execute(discoverWizardsSql(delayMs, since));
  },

  /** Starts a series for every co-signer invited and not signed: first due `delayMs` after the invitation. */
  discoverCoSigners: async (delayMs: number): Promise<void> => {
    await db.execute(discoverCoSignersSql(delayMs));
  },

  /** Claims up to `limit` due reminders of investors who are not paused, below the cap, until `leaseUntil`. */
  claimDue: ({ now, leaseUntil, cap, limit }: { now: Date; leaseUntil: Date; cap: number; limit: number }) => {
    const due = db
      .select({ id: reminders.id })
      .from(reminders)
      .where(
        and(
          isClaimable(now),
          lte(reminders.nextDueAt, now),
          lt(reminders.sentCount, cap),
          notExists(
            db
              .select({ userId: reminderPauses.userId })
              .from(reminderPauses)
              .where(eq(reminderPauses.userId, reminders.userId)),
          ),
        ),
      )
      .orderBy(asc(reminders.nextDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db.update(reminders).set({ claimedUntil: leaseUntil }).where(inArray(reminders.id, due)).returning();
  },

  /** Claims a transaction's open reminders whatever their schedule, cap or pause (an admin's 'send now'). */
  claimForTransaction: ({ transactionId, now, leaseUntil }: { transactionId: string; now: Date; leaseUntil: Date }) => {
    const open = db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.transactionId, transactionId), isClaimable(now)))
      .for('update', { skipLocked: true });
    return db.update(reminders).set({ claimedUntil: leaseUntil }).where(inArray(reminders.id, open)).returning();
  },

  markSent: async (row: ReminderRow, { at, nextDueAt }: { at: Date; nextDueAt: Date }): Promise<void> => {
    await db
      .update(reminders)
      .set({ sentCount: sql`${reminders.sentCount} + 1`, lastSentAt: at, nextDueAt, claimedUntil: null })
      .where(eq(reminders.id, row.id));
  },

  /** Gives the claim back without sending, due again at `nextDueAt`. */
  release: async (row: ReminderRow, nextDueAt: Date): Promise<void> => {
    await db.update(reminders).set({ nextDueAt, claimedUntil: null }).where(eq(reminders.id, row.id));
  },

  markDone: async (row: ReminderRow, at: Date): Promise<void> => {
    await db.update(reminders).set({ doneAt: at, claimedUntil: null }).where(eq(reminders.id, row.id));
  },

  listForTransaction: (transactionId: string): Promise<ReminderRow[]> =>
    db
      .select()
      .from(reminders)
      .where(eq(reminders.transactionId, transactionId))
      .orderBy(asc(reminders.kind), asc(reminders.createdAt)),

  isPaused: async (userId: string): Promise<boolean> => {
    const rows = await db.select().from(reminderPauses).where(eq(reminderPauses.userId, userId));
    return rows.length > 0;
  },

  setPaused: async (userId: string, isPaused: boolean, by: string): Promise<void> => {
    if (isPaused) {
      await db.insert(reminderPauses).values({ userId, pausedBy: by }).onConflictDoNothing();
    } else {
      await db.delete(reminderPauses).where(eq(reminderPauses.userId, userId));
    }
  },
});
