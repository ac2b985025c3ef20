// Back-office records (docs/admin.md): the hash chain over audit_log, the reminder schedule with its per-investor
// pauses, and what an admin confirmed when acting as an investor.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { transactions } from './transactions';
import { sessions, users } from './users';

/**
 * One link per audit_log entry, in the order entries were sealed: hash = SHA-256(prevHash + entry). No foreign key on
 * purpose: an entry removed from audit_log leaves its link behind, which is how the removal is found.
 */
export const auditChain = pgTable('audit_chain', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  auditLogId: bigint('audit_log_id', { mode: 'number' }).notNull().unique(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  sealedAt: instant('sealed_at').notNull().defaultNow(),
});

export const REMINDER_KINDS = ['wizard', 'coSigner'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A reminder series: an unfinished wizard (subject = transaction) or an unsigned co-signer (subject = signer). */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    kind: text('kind').$type<ReminderKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The investor the series concerns; pausing is per investor. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    lastSentAt: instant('last_sent_at'),
    nextDueAt: instant('next_due_at').notNull(),
    /** A process that claimed the reminder owns it until then (a crashed process's claim runs out). */
    claimedUntil: instant('claimed_until'),
    /** The wizard was finished or the co-signer signed: nothing more to send. */
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reminders_subject_unique').on(t.kind, t.subjectId),
    index('reminders_due_idx').on(t.nextDueAt),
    index('reminders_transaction_idx').on(t.transactionId),
    check('reminders_kind_check', sql`${t.kind} in ('wizard', 'coSigner')`),
  ],
);

export const reminderPauses = pgTable('reminder_pauses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pausedBy: uuid('paused_by').references(() => users.id, { onDelete: 'set null' }),
  pausedAt: instant('paused_at').notNull().defaultNow(),
});

/** Acting as an investor is read-only until the admin confirms edits for that session. */
export const impersonationGrants = pgTable('impersonation_grants', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  impersonatedUserId: uuid('impersonated_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowsEdits: boolean('allows_edits').notNull().default(false),
  editsConfirmedAt: instant('edits_confirmed_at'),
  createdAt: createdAt(),
});

/**
 * A fund's wire instructions (docs/admin.md): the bank details investors see (`confirmed_*`) and a change waiting for
 * a second admin (`pending_*`). Both are sealed with the data cipher as JSON, never stored in plain text; every change
 * is in the audit log (without the details). A confirmation names the pending version it read (a hash of its sealed
 * text), so a newer proposal can never be confirmed unseen.
 */
export const fundWireInstructions = pgTable(
  'fund_wire_instructions',
  {
    fundSlug: text('fund_slug').primaryKey(),
    confirmedSealed: text('confirmed_sealed'),
    confirmedProposedBy: uuid('confirmed_proposed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: instant('confirmed_at'),
    pendingSealed: text('pending_sealed'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: instant('proposed_at'),
    /** When a confirmed version last replaced an earlier one (investors are told, and their wire page says so). */
    changedAt: instant('changed_at'),
  },
  (t) => [check('fund_wire_instructions_pending_check', sql`(${t.pendingSealed} is null) = (${t.proposedAt} is null)`)],
);

/**
 * The funnel's stays (docs/admin.md 'Funnel'): one row per visit of a subscription to a step of the flow, from the
 * step it came from, with when it entered and left (null while it rests there). Written by the database only: a
 * transaction's insert opens its first stay, and each step change the audit trail records ('answers.changed' with
 * fromStep and toStep) closes the open stay and opens the next (migration 0022's triggers). The subscription's fund
 * and start (cohort_at) are copied in, so a funnel over a fund and a range reads one index and nothing else.
 */
export const stepStays = pgTable(
  'step_stays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    fundSlug: text('fund_slug').notNull(),
    cohortAt: instant('cohort_at').notNull(),
    step: text('step').notNull(),
    cameFrom: text('came_from'),
    enteredAt: instant('entered_at').notNull(),
    leftAt: instant('left_at'),
    /** The subscription's first visit to this step: "entered" counts subscriptions, not visits. */
    isFirstVisit: boolean('is_first_visit').notNull(),
  },
  // A subscription's stays by step, for the trigger that asks whether a visit is the first (and for the delete's
  // cascade), and its open stay, for the trigger that closes it: each step change reads a row or two, however many
  // stays the subscription has. The funnel's covering index over (fund_slug, cohort_at) is hand-written in migration
  // 0022 (INCLUDE).
  (t) => [
    index('step_stays_transaction_idx').on(t.transactionId, t.step),
    index('step_stays_open_idx').on(t.transactionId).where(sql`${t.leftAt} is null`),
  ],
);

/** A fund's step, among the subscriptions started on one US Eastern day: the key the funnel's counts share. */
const stepOfDay = () => ({
  fundSlug: text('fund_slug').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  step: text('step').notNull(),
});

/** Stays at a step from the step they were entered from, and how many were a subscription's first visit. */
const visitCounts = () => ({
  cameFrom: text('came_from').notNull(),
  visits: integer('visits').notNull(),
  firstVisits: integer('first_visits').notNull(),
});

/**
 * The funnel's counts by the day its subscriptions started (US Eastern): for each step and the step it was entered
 * from ('' for a subscription's first step), how many stays there were and how many were a subscription's first
 * visit. A funnel over a long range of a large fund adds up these rows instead of reading every stay. Written only
 * by the funnel's fold of funnel_changes (fund-funnel-repository.ts), one row once per fold.
 */
export const funnelDays = pgTable('funnel_days', { ...stepOfDay(), ...visitCounts() }, (t) => [
  primaryKey({ columns: [t.fundSlug, t.day, t.step, t.cameFrom] }),
]);

/**
 * How long the stays that ended lasted, by start day and step, in buckets a tenth of a doubling wide (bucket b holds
 * stays of 2^(b/10) to 2^((b+1)/10) seconds, 0 those under a second): the funnel's median over a range too large to
 * sort, within 3.5 % (docs/admin.md 'Funnel'). Written with funnel_days by the same fold.
 */
export const funnelStayLengths = pgTable(
  'funnel_stay_lengths',
  {
    ...stepOfDay(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundSlug, t.day, t.step, t.bucket] })],
);

/**
 * What each change of a stay adds to the two tables above (a negative count takes away), appended by migration 0024's
 * trigger on step_stays and folded in by the funnel as it reads. Only appended to: a step change never waits on
 * another subscription's, and a statement that changes many stays adds a row per change, never rewriting one count
 * over and over. A row with a bucket is a length; without, a visit.
 */
export const funnelChanges = pgTable(
  'funnel_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...stepOfDay(),
    ...visitCounts(),
    bucket: smallint('bucket'),
  },
  (t) => [index('funnel_changes_fund_idx').on(t.fundSlug)],
);
