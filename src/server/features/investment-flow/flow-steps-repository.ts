// The write every submit and Previous ends with (docs/design.md §3), as one prepared statement: the same columns and the
// same version rule as transactions.saveStep, without rebuilding the SQL or opening the seals it just made.
import { and, eq, sql } from 'drizzle-orm';
import type { AnswerAuthors } from '../../../shared/domain/answer-author';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { transactions } from '../../db/schema/transactions';
import { preparedRows } from '../../db/select-rows';
import type { DataCipher } from '../../security/data-cipher';
import { webhookEventInsertPrepared, webhookEventParams } from '../webhooks/public-api';
import { sealFlowValues } from './flow-values-codec';
import { date, type SaveStep, type TransactionPatch, type TransactionRecord } from './transactions-repository';

/** What a flow step changes besides the step and values (save-flow-step.ts). */
export type StepPatch = Required<
  Pick<TransactionPatch, 'accountIntegrationId' | 'isExistingAccountSelected' | 'iraRequestedDate'>
>;

export type AdvanceStep = Pick<SaveStep, 'userId' | 'currentStep' | 'values'> & {
  /** The record as read: the write applies only at its version, and changes nothing else of it. */
  from: TransactionRecord;
  patch: StepPatch;
  /** Who gave the answers this step changed, by field; merged into the stored ones. */
  authors: AnswerAuthors;
};

/** The values as reading back what was just sealed would give them, without decrypting anything. */
const valuesAsStored = (values: FlowValues): FlowValues => {
  const read: Record<string, unknown> = emptyFlowValues();
  for (const [field, value] of Object.entries(values)) if (value !== undefined) read[field] = value;
  return read as FlowValues;
};

export const createFlowStepsRepository = (db: Db, cipher: DataCipher) => {
  const advanceStatement = preparedOnce(() =>
    db
      .update(transactions)
      // Parameters reach the driver as the columns' encoders would give them (JSON text, ISO instants).
      .set({
        currentStep: sql`${sql.placeholder('currentStep')}`,
        values: sql`${sql.placeholder('values')}::jsonb`,
        accountId: sql`${sql.placeholder('accountId')}::uuid`,
        isExistingAccountSelected: sql`${sql.placeholder('isExistingAccountSelected')}::boolean`,
        iraRequestedDate: sql`${sql.placeholder('iraRequestedDate')}::timestamptz`,
        answerAuthors: sql`${transactions.answerAuthors} || ${sql.placeholder('authors')}::jsonb`,
        version: sql`${transactions.version} + 1`,
        updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
      })
      .where(
        and(
          eq(transactions.id, sql.placeholder('id')),
          eq(transactions.userId, sql.placeholder('userId')),
          eq(transactions.version, sql.placeholder('version')),
        ),
      )
      .returning({ version: transactions.version })
      .prepare('flow_step_advance'),
  );

  /**
   * The same write when the step changes, with its 'step changed' webhook event in the same statement (a WITH clause
   * around the UPDATE): atomic without a unit of work, one round trip, and no event when the version moved on. Built
   * once, its values all placeholders.
   */
  const advanceWithEventStatement = preparedOnce(() => {
    const p = (name: string) => sql.placeholder(name);
    return preparedRows<{ version: number }>(
      db,
      sql`with saved as (
        update transactions
           set current_step = ${p('currentStep')}, values = ${p('values')}::jsonb, account_id = ${p('accountId')}::uuid,
               is_existing_account_selected = ${p('isExistingAccountSelected')}::boolean,
               ira_requested_date = ${p('iraRequestedDate')}::timestamptz,
               answer_authors = answer_authors || ${p('authors')}::jsonb, version = version + 1,
               updated_at = ${p('updatedAt')}::timestamptz
         where id = ${p('id')}::uuid and user_id = ${p('userId')}::uuid and version = ${p('version')}
        returning id, fund_slug, user_id, version
      ), events as (${webhookEventInsertPrepared(sql`saved`, 'subscription.step_changed')})
      select version from saved`,
    );
  });

  return {
    /**
     * The stored record, or undefined when another write got there first (the version moved on). Every write of a
     * transaction moves its version on, so at the version read the row holds what was read: the record is that one
     * with what this statement set, and the statement returns only the new version.
     */
    advance: async ({ from, userId, currentStep, values, patch, authors }: AdvanceStep) => {
      const iraRequestedDate = date(patch.iraRequestedDate)?.toISOString() ?? null;
      const params = {
        id: from.transaction.integrationId,
        userId,
        version: from.version,
        currentStep,
        values: JSON.stringify(sealFlowValues(values, cipher, from.values)),
        accountId: patch.accountIntegrationId,
        isExistingAccountSelected: patch.isExistingAccountSelected,
        iraRequestedDate,
        authors: JSON.stringify(authors),
        updatedAt: new Date().toISOString(),
      };
      const [row] =
        currentStep === from.currentStep
          ? await advanceStatement().execute(params)
          : await advanceWithEventStatement()({
              ...params,
              ...webhookEventParams('subscription.step_changed', { fromStep: from.currentStep, toStep: currentStep }),
            });
      if (!row) return undefined;
      const record: TransactionRecord = {
        transaction: {
          ...from.transaction,
          currentStep,
          accountIntegrationId: patch.accountIntegrationId,
          isExistingAccountSelected: patch.isExistingAccountSelected,
          iraRequestedDate,
        },
        currentStep,
        values: valuesAsStored(values),
        version: row.version,
        userId: from.userId,
        startedAt: from.startedAt,
      };
      return record;
    },
  };
};
