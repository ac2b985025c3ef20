// Delegates (docs/security.md 'Delegates'): people an investor lets fill in their subscriptions (a wealth manager, an
// assistant, a lawyer) with their own login, for one investment or for all, while the investor alone signs. The
// invitation's token is stored as a SHA-256 only. A session acting for an investor names its delegation; revoking it
// ends that acting at the delegate's next request.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DelegationStatus } from '../../../shared/domain/delegation-status';
import { id, instant } from './columns';
import { transactions } from './transactions';
import { sessions, users } from './users';

export const delegations = pgTable(
  'delegations',
  {
    id: id(),
    /** The investor whose subscriptions the delegate fills in. */
    investorUserId: uuid('investor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the invitation went, lower-cased; the account that accepts must log in with it. */
    delegateEmail: text('delegate_email').notNull(),
    /** The delegate's own account, once the invitation is accepted. */
    delegateUserId: uuid('delegate_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** One investment only; null for all of the investor's investments. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    status: text('status').$type<DelegationStatus>().notNull().default('invited'),
    /** SHA-256 of the invitation link's token; null once accepted or revoked. */
    inviteTokenHash: text('invite_token_hash').unique(),
    invitedAt: instant('invited_at').notNull().defaultNow(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    check('delegations_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
    check('delegations_email_lower_check', sql`${t.delegateEmail} = lower(${t.delegateEmail})`),
    index('delegations_investor_user_id_idx').on(t.investorUserId),
    index('delegations_delegate_user_id_idx').on(t.delegateUserId),
  ],
);

/** The delegation a session acts under, chosen in the switcher; one row per session, gone with the session. */
export const delegateSessions = pgTable('delegate_sessions', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  delegationId: uuid('delegation_id')
    .notNull()
    .references(() => delegations.id, { onDelete: 'cascade' }),
});

/**
 * The investor was told that a subscription a delegate filled in is ready for their review and signature: once per
 * transaction (the row is the claim, so of two requests only one mails).
 */
export const signatureReadyNotices = pgTable('signature_ready_notices', {
  transactionId: uuid('transaction_id')
    .primaryKey()
    .references(() => transactions.id, { onDelete: 'cascade' }),
  delegationId: uuid('delegation_id').references(() => delegations.id, { onDelete: 'set null' }),
  sentAt: instant('sent_at').notNull(),
});
