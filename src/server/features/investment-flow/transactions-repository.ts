// docs/spec.md §3 transactions with their flow data. Every write of a step goes through saveStep, which only applies when
// the stored version is the one that was read (optimistic concurrency, docs/design.md §3).
import { and, eq, sql } from 'drizzle-orm';
import type { AnswerAuthors } from '../../../shared/domain/answer-author';
import type { Transaction } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { transactions } from '../../db/schema/transactions';
import type { DataCipher } from '../../security/data-cipher';
import { openFlowValues, sealFlowValues } from './flow-values-codec';

type TransactionRow = typeof transactions.$inferSelect;
type TransactionColumns = Partial<typeof transactions.$inferInsert>;

export type TransactionRecord = {
  transaction: Transaction;
  /** transaction.currentStep, typed. */
  currentStep: StepId;
  values: FlowValues;
  version: number;
  userId: string;
  /** When the investor started it (the row's creation), shown on the investor's record. */
  startedAt: string;
};

/** Transaction fields a step may change besides the current step and values. */
export type TransactionPatch = Partial<Omit<Transaction, 'integrationId' | 'portalFundSlug' | 'currentStep'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
export const date = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const DATE_FIELDS = [
  'completionDate',
  'fundsTransferDate',
  'proofOfAccreditationDate',
  'subscriptionAgreementDate',
  'rejectionDate',
  'withdrawalDate',
  'waitListDate',
  'fundReopenedNotificationSelectedDate',
  'iraRequestedDate',
  'iraSSNConfirmedWithSubscriptionAgreementSigningDate',
  'iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate',
] as const satisfies readonly (keyof Transaction & keyof TransactionRow)[];

/** The row's flow data is not part of the transaction; a row read without it maps the same. */
/**
 * A row as read anywhere; who gave the answers stays on the server's side (the back office reads it alone), and so do
 * the name and search text the pipeline sorts and searches by.
 */
export const toTransaction = (
  row: Omit<TransactionRow, 'values' | 'answerAuthors' | 'investorName' | 'searchText'> & {
    values?: unknown;
    answerAuthors?: unknown;
    investorName?: unknown;
    searchText?: unknown;
  },
): Transaction => {
  const {
    id,
    userId: _u,
    fundSlug,
    values: _v,
    answerAuthors: _authors,
    investorName: _name,
    searchText: _search,
    version: _ver,
    createdAt: _c,
    updatedAt: _up,
    accountId,
    ...rest
  } = row;
  const transaction: Transaction = {
    ...rest,
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, iso(row[field])])),
    integrationId: id,
    portalFundSlug: fundSlug,
    accountIntegrationId: accountId,
  } as Transaction;
  return transaction;
};

export const toRecord = (row: TransactionRow, cipher: DataCipher): TransactionRecord => ({
  transaction: toTransaction(row),
  currentStep: row.currentStep,
  values: openFlowValues(row.values, cipher),
  version: row.version,
  userId: row.userId,
  startedAt: row.createdAt.toISOString(),
});

/** Dates arrive as ISO strings and are stored as timestamptz. */
export const patchColumns = (patch: TransactionPatch): TransactionColumns => {
  const { accountIntegrationId, ...rest } = patch;
  const columns: Record<string, unknown> = { ...rest };
  for (const field of DATE_FIELDS) if (field in patch) columns[field] = date(patch[field]);
  if (accountIntegrationId !== undefined) columns.accountId = accountIntegrationId;
  return columns as TransactionColumns;
};

export type SaveStep = {
  id: string;
  userId: string;
  /** The version that was read; the write applies only if it is still current. */
  version: number;
  currentStep: StepId;
  values: FlowValues;
  patch?: TransactionPatch;
};

export const createTransactionsRepository = (db: Db, cipher: DataCipher) => {
  const reservationStatement = preparedOnce(() =>
    db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, sql.placeholder('userId')),
          eq(transactions.fundSlug, sql.placeholder('fundSlug')),
          sql`${transactions.reservationAmount} is not null`,
        ),
      )
      .limit(1)
      .prepare('transaction_has_reservation'),
  );

  return {
    listByUser: async (userId: string): Promise<TransactionRecord[]> => {
      const rows = await db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(transactions.createdAt);
      return rows.map((row) => toRecord(row, cipher));
    },

    /** Who gave each answer of a transaction (docs/design.md §7a), for the back office's detail. */
    findAnswerAuthors: async (id: string): Promise<AnswerAuthors> => {
      const [row] = await db
        .select({ answerAuthors: transactions.answerAuthors })
        .from(transactions)
        .where(eq(transactions.id, id));
      return row?.answerAuthors ?? {};
    },

    /** Undefined unless the transaction exists and belongs to the user. */
    findOwned: async (id: string, userId: string): Promise<TransactionRecord | undefined> => {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
      return row && toRecord(row, cipher);
    },

    create: async (
      userId: string,
      fundSlug: string,
      values: FlowValues,
      patch: TransactionPatch = {},
      currentStep: StepId = 'INITIAL',
    ): Promise<TransactionRecord> => {
      const [row] = await db
        .insert(transactions)
        .values({ ...patchColumns(patch), userId, fundSlug, currentStep, values: sealFlowValues(values, cipher) })
        .returning();
      if (!row) throw new Error('Transaction was not saved');
      return toRecord(row, cipher);
    },

    /** The stored record, or undefined when another write got there first (the version moved on). */
    saveStep: async ({
      id,
      userId,
      version,
      currentStep,
      values,
      patch = {},
    }: SaveStep): Promise<TransactionRecord | undefined> => {
      const [updated] = await db
        .update(transactions)
        .set({
          ...patchColumns(patch),
          currentStep,
          values: sealFlowValues(values, cipher),
          version: sql`${transactions.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(transactions.version, version)))
        .returning();
      return updated && toRecord(updated, cipher);
    },

    /** Changes fields other than the step (amount, reservation); same version rule as saveStep. */
    patch: async (id: string, userId: string, version: number, patch: TransactionPatch): Promise<boolean> => {
      const updated = await db
        .update(transactions)
        .set({ ...patchColumns(patch), version: sql`${transactions.version} + 1`, updatedAt: new Date() })
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(transactions.version, version)))
        .returning({ id: transactions.id });
      return updated.length > 0;
    },

    /** Whether the user holds a reservation on the fund (docs/spec.md §4 fund state), without reading any flow data. */
    hasReservation: async (userId: string, fundSlug: string): Promise<boolean> => {
      const rows = await reservationStatement().execute({ userId, fundSlug });
      return rows.length > 0;
    },
  };
};
