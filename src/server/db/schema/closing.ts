// Closing operations (docs/admin.md 'Invitations'): the investors a fund invites, each with the commitment agreed. The
// link's token is kept as a SHA-256 only; a resend replaces it. The investor's account is recorded when they accept.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { funds } from './funds';
import { users } from './users';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased; the account that accepts must log in with it. */
    email: text('email').notNull(),
    /** The commitment agreed, in cents. */
    commitment: bigint('commitment', { mode: 'number' }).notNull(),
    entityName: text('entity_name').notNull().default(''),
    note: text('note').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** The account that accepted it (the link opened while logged in with the invited address). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    openedAt: instant('opened_at'),
    withdrawnAt: instant('withdrawn_at'),
  },
  (t) => [
    check('invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('invitations_commitment_check', sql`${t.commitment} > 0`),
    index('invitations_fund_id_idx').on(t.fundId, t.sentAt),
    index('invitations_email_idx').on(t.email),
  ],
);
