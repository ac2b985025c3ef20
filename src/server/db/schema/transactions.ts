// SPEC §3 Transaction with its owner, fund, current step and the flow's form data. `version` guards concurrent submits.
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId),
    // The back office's pipeline pages, read in either order from a keyset (docs/admin.md 'Pipeline'); they also serve
    // every look-up by fund.
    index('transactions_fund_updated_idx').on(t.fundSlug, t.updatedAt, t.id),
    index('transactions_fund_created_idx').on(t.fundSlug, t.createdAt, t.id),
    // The reminder job's discovery of new wizards, every fund at once (reminders-repository.ts).
    index('transactions_created_idx').on(t.createdAt),
    // The status filter: a fund's rows of one phase, newest change first (transaction-phase.ts).
    index('transactions_fund_phase_updated_idx').on(t.fundSlug, transactionPhaseSql(t), t.updatedAt, t.id),
    // The fund dashboard's signatures by day (docs/admin.md 'Fund dashboard').
    index('transactions_fund_signed_idx').on(t.fundSlug, t.subscriptionAgreementDate),
  ],
);
