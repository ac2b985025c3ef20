// Screening (docs/kyc.md): the sanctions lists the operator loads, versioned (each version's counts of entries added,
// changed and removed), their entries as the latest version has them (with the version that last changed each, so a
// new version is screened against what it changed alone), every screening of a subscription's people (which list and
// version, what it found) and the possible matches the back office reviews.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { transactions } from './transactions';
import { users } from './users';

export const screeningLists = pgTable(
  'screening_lists',
  {
    id: id(),
    /** 'opensanctions' or 'ofac-sdn' (the file's format) and the list's own name for it, e.g. 'ofac-sdn'. */
    list: text('list').notNull(),
    version: text('version').notNull(),
    entries: integer('entries').notNull(),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    removed: integer('removed').notNull(),
    /** When it was loaded. */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('screening_lists_version_idx').on(t.list, t.version)],
);

export const screeningEntries = pgTable(
  'screening_entries',
  {
    list: text('list').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<'person' | 'organization' | 'other'>().notNull(),
    names: text('names').array().notNull(),
    birthDates: text('birth_dates').array().notNull(),
    countries: text('countries').array().notNull(),
    programs: text('programs').array().notNull(),
    /** Registration, tax and passport numbers the list gives, normalised (identifiers.ts). */
    identifiers: text('identifiers').array().notNull().default(sql`'{}'::text[]`),
    /** The entry's content as a hash: an entry loaded again unchanged keeps its version. */
    contentHash: text('content_hash').notNull(),
    /** The version that added or last changed the entry. */
    version: text('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.key] }), index('screening_entries_version_idx').on(t.list, t.version)],
);

export const screenings = pgTable(
  'screenings',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** Whom: the investor, the joint subscriber, the spouse, the entity, an owner or the control person. */
    role: text('role').notNull(),
    subjectName: text('subject_name').notNull(),
    provider: text('provider').notNull(),
    list: text('list').notNull(),
    listVersion: text('list_version').notNull(),
    /** 'clear'; 'possibleMatch' when it found something for review; 'exempt' when nobody is screened (an IRA). */
    result: text('result').$type<'clear' | 'possibleMatch' | 'exempt'>().notNull(),
    /** Why it ran: at signing, after a new list version, or asked by an admin. */
    reason: text('reason').$type<'signed' | 'listUpdate' | 'admin'>().notNull(),
    screenedAt: createdAt(),
  },
  (t) => [index('screenings_transaction_idx').on(t.transactionId, t.screenedAt)],
);

export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: id(),
    screeningId: uuid('screening_id')
      .notNull()
      .references(() => screenings.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    subjectName: text('subject_name').notNull(),
    list: text('list').notNull(),
    listVersion: text('list_version').notNull(),
    entryKey: text('entry_key').notNull(),
    entryName: text('entry_name').notNull(),
    matchedName: text('matched_name').notNull(),
    score: real('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    programs: text('programs').array().notNull(),
    /** Open until an admin clears it (not the person) or confirms it (the person: the subscription is blocked). */
    status: text('status').$type<'open' | 'cleared' | 'confirmed'>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // A person found again for the same entry (a rescreen) is not a new match: the first, and its decision, stand.
    uniqueIndex('screening_matches_once_idx').on(t.transactionId, t.role, t.subjectName, t.list, t.entryKey),
    index('screening_matches_open_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The rescreen each new list version asks for (docs/kyc.md 'Ongoing monitoring'): every live subscription of a fund
 * that runs the checks, against the entries the version added or changed. Claimed by one process at a time with a
 * lease, like the other background work; it goes through the subscriptions in id order and keeps where it stands, so
 * a process that stops leaves the rest to the next.
 */
export const screeningRescreens = pgTable(
  'screening_rescreens',
  {
    id: id(),
    list: text('list').notNull(),
    version: text('version').notNull(),
    status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
    /** The last subscription screened; the next batch starts after it. */
    cursor: uuid('cursor'),
    claimedUntil: instant('claimed_until'),
    screened: integer('screened').notNull().default(0),
    newMatches: integer('new_matches').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    uniqueIndex('screening_rescreens_version_idx').on(t.list, t.version),
    index('screening_rescreens_pending_idx').on(t.status),
  ],
);
