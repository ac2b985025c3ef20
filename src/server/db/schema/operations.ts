// Operational tables: sent mail, the audit trail and rate-limit counters shared by every process (docs/design.md §8).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './users';

/** One row per mail; the body is not kept because it may carry a one-time link. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sentAt: instant('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  // The mails still waiting, for the outbox's lag in the metrics without reading every mail ever sent.
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.error} is null`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatedUserId: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    at: instant('at').notNull().defaultNow(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Linked into the hash chain (audit_chain); not part of the hashed entry. */
    isSealed: boolean('is_sealed').notNull().default(false),
  },
  (t) => [
    // What the sealer has left to do, however long the log: only the entries not sealed yet are in this index.
    index('audit_log_unsealed_idx').on(t.id).where(sql`not ${t.isSealed}`),
    index('audit_log_actor_idx').on(t.actorUserId),
    // An entry's target (a transaction, a fund): the back office's audit by target and the investor's record dates.
    index('audit_log_target_idx').on(t.target, t.action),
  ],
);

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: instant('reset_at').notNull(),
});

/**
 * How far a background job has looked (a high-water mark): the reminder job's discovery of new wizards reads only the
 * transactions created since its last pass, less a margin for transactions that committed late.
 */
export const jobMarks = pgTable('job_marks', {
  job: text('job').primaryKey(),
  mark: instant('mark').notNull(),
});
