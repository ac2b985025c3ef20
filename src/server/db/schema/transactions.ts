// docs/spec.md §3 Transaction with its owner, fund, current step and the flow's form data. `version` guards concurrent submits.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerAuthors } from '../../../shared/domain/answer-author';
import type { StepId } from '../../../shared/domain/steps';
import { accounts } from './accounts';
import { createdAt, id, instant } from './columns';
import { funds } from './funds';
import { transactionPhaseSql } from './transaction-phase';
import { users } from './users';

/** Flow values as stored: tax-id fields hold ciphertext. */
export type StoredFlowValues = Record<string, unknown>;

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundSlug: text('fund_slug')
      .notNull()
      .references(() => funds.slug, { onUpdate: 'cascade' }),
    currentStep: text('current_step').$type<StepId>().notNull().default('INITIAL'),
    values: jsonb('values').$type<StoredFlowValues>().notNull().default({}),
    version: integer('version').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }),
    reservationAmount: bigint('reservation_amount', { mode: 'number' }),
    completionDate: instant('completion_date'),
    fundsTransferDate: instant('funds_transfer_date'),
    proofOfAccreditationDate: instant('proof_of_accreditation_date'),
    subscriptionAgreementDate: instant('subscription_agreement_date'),
    subscriptionAgreementDocusignId: text('subscription_agreement_docusign_id'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    requiredReservationInAdvance: boolean('required_reservation_in_advance').notNull().default(false),
    rejectionDate: instant('rejection_date'),
    rejectionReason: text('rejection_reason'),
    /** The investor withdrew the subscription before the fund countersigned, and why (docs/admin.md 'Withdrawals'). */
    withdrawalDate: instant('withdrawal_date'),
    withdrawalReason: text('withdrawal_reason'),
    isApproved: boolean('is_approved'),
    waitListDate: instant('wait_list_date'),
    vintageFundCode: text('vintage_fund_code'),
    isExistingAccountSelected: boolean('is_existing_account_selected').notNull().default(false),
    fundReopenedNotificationSelectedDate: instant('fund_reopened_notification_selected_date'),
    iraRequestedDate: instant('ira_requested_date'),
    iraSSNConfirmedWithSubscriptionAgreementSigningDate: instant(
      'ira_ssn_confirmed_with_subscription_agreement_signing_date',
    ),
    iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: instant(
      'ira_secondary_ein_confirmed_with_subscription_agreement_signing_date',
    ),
    /**
     * The investor's name as the back office shows it (the pipeline's name rule: the flow's legal name, else the
     * profile's, else the account's, else the e-mail), and that name with the e-mail folded for search. Kept by the
     * database's triggers (migration 0019) whenever the answers, the profile or the account change, so that the
     * pipeline sorts and searches through indexes rather than computing them for every row of the fund.
     */
    investorName: text('investor_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    /** Who gave each answer of `values` (investor, delegate, admin acting as the investor), by field. */
    answerAuthors: jsonb('answer_authors').$type<AnswerAuthors>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId),
    // The back office's pipeline pages, read in either order from a keyset (docs/admin.md 'Pipeline'); they also serve
    // every look-up by fund.
    index('transactions_fund_updated_idx').on(t.fundSlug, t.updatedAt, t.id),
    // Also the fund dashboard's commitments by day and the funnel's resting subscriptions, read from the index alone:
    // the columns after the unique id only carry values (drizzle has no INCLUDE; the effect is the same).
    index('transactions_fund_created_idx').on(t.fundSlug, t.createdAt, t.id, t.amount, t.currentStep, t.updatedAt),
    // The reminder job's discovery of new wizards, every fund at once (reminders-repository.ts).
    index('transactions_created_idx').on(t.createdAt),
    // The status filter: a fund's rows of one phase, newest change first (transaction-phase.ts); with the amount, the
    // fund dashboard's counts and sums by status from the index alone.
    index('transactions_fund_phase_updated_idx').on(t.fundSlug, transactionPhaseSql(t), t.updatedAt, t.id, t.amount),
    // The fund dashboard's signatures by day (docs/admin.md 'Fund dashboard'), with their amounts.
    index('transactions_fund_signed_idx').on(t.fundSlug, t.subscriptionAgreementDate, t.amount),
  ],
);

/** One marked answer of a change request: the field, the step that asks it, and the fund's note to the investor. */
export type ChangeRequestItem = { field: string; step: StepId; label: string; note: string };

/**
 * The fund's change requests on signed agreements (docs/admin.md 'Change requests'): who asked, what to do (re-sign
 * only, or change the answers then re-sign), the marked answers with their notes, the agreement voided for it, and
 * when the investor answered by signing again. At most one is open per transaction.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode').$type<'resignOnly' | 'changeAnswers'>().notNull(),
    /** The step the machine sent the flow back to. */
    targetStep: text('target_step').$type<StepId>().notNull(),
    items: jsonb('items').$type<ChangeRequestItem[]>().notNull(),
    /** The agreement voided for the request; its evidence is kept under it. */
    voidedEnvelopeId: uuid('voided_envelope_id'),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
  },
  (t) => [
    index('change_requests_transaction_idx').on(t.transactionId, t.createdAt),
    uniqueIndex('change_requests_one_open_idx').on(t.transactionId).where(sql`${t.answeredAt} is null`),
    check('change_requests_mode_check', sql`${t.mode} in ('resignOnly', 'changeAnswers')`),
  ],
);
