// A fund's transactions as the back office lists them, a page at a time (docs/admin.md 'Pipeline'): the transaction
// row, its investor, and its envelope, its signers and the fund's countersignature (e-signature's tables, read only).
// Filter, search, sort and the keyset cut happen in the database; a page costs the same whatever the fund's size.
// Flow values come as stored: tax ids stay sealed unless opened on purpose.
import { and, asc, count, eq, getTableColumns, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PipelineSortKey, PipelineStatus } from '../../../../shared/api/admin-pipeline';
import type { TaxFormKind } from '../../../../shared/domain/tax-forms';
import type { Db } from '../../../db/database';
import { investors } from '../../../db/schema/investors';
import { documents, envelopeSigners, envelopes } from '../../../db/schema/signing';
import { transactions } from '../../../db/schema/transactions';
import { users } from '../../../db/schema/users';
import {
  countersignedAtSql,
  hasStatusSql,
  memorandumReadAtSql,
  openChangeRequestSql,
  SORT_KEYS,
  type SortKey,
  screeningHoldSql,
  screeningStatusSql,
  searchSql,
} from './pipeline-sql';

export type PipelineSourceSigner = Pick<
  typeof envelopeSigners.$inferSelect,
  'id' | 'envelopeId' | 'role' | 'name' | 'status' | 'signedAt'
>;

/** A transaction's row as the pipeline reads it: who gave each answer is read by the detail page alone. */
const { answerAuthors: _authors, ...pipelineColumns } = getTableColumns(transactions);

export type PipelineSource = {
  transaction: Omit<typeof transactions.$inferSelect, 'answerAuthors'>;
  user: { email: string; firstName: string; lastName: string };
  profile: { firstName: string; lastName: string } | null;
  envelope: {
    id: string;
    status: 'inProgress' | 'completed';
    completedAt: Date | null;
    /** The seal as it stands (the signers', or the countersigned agreement's): what a countersignature replaces. */
    sealedSha256: string | null;
    countersignedAt: Date | null;
  } | null;
  signers: PipelineSourceSigner[];
  /** When the investor last opened the fund's offering memorandum in its data room (the pipeline and detail read it). */
  memorandumReadAt?: Date | null;
  /** Whether the fund has a change request open on it (its status reads it). */
  hasOpenChangeRequest?: boolean;
  /** Whether approval waits for the identity checks (docs/kyc.md 'Review'). */
  isScreeningHeld?: boolean;
  /** Where the identity checks stand; null when never screened. */
  screeningStatus?: 'confirmed' | 'open' | 'exempt' | 'cleared' | null;
};

/** Where a page starts: after (or before) the row whose sort value and id these are. */
export type PipelineKeyset = { direction: 'after' | 'before'; value: string | null; id: string };

export type PipelinePageRequest = {
  fundSlug: string;
  status?: PipelineStatus;
  search?: string;
  sort: PipelineSortKey;
  order: 'asc' | 'desc';
  keyset?: PipelineKeyset;
  limit: number;
};

/** A sealed agreement as stored (its content still sealed when it holds a tax id), with whose it is. */
export type StoredSealedAgreement = {
  transactionId: string;
  investorName: string;
  content: Buffer;
  isEncrypted: boolean;
  sealedAt: Date;
  /** The tax form sealed with the agreement (always encrypted: it holds a tax id); null when there is none. */
  taxForm: { kind: TaxFormKind; content: Buffer; isEncrypted: boolean; sealedAt: Date } | null;
};

/** The sealed tax forms, joined beside the sealed agreements: the same statement reads both. */
const taxFormDocuments = alias(documents, 'tax_form_documents');

/** A page's rows in display order, each with its sort value as text (for the cursors), and whether more lie beyond. */
export type PipelinePageRows = { rows: { source: PipelineSource; sortValue: string | null }[]; hasMore: boolean };

const t = transactions;

const comparison = (isAscending: boolean): SQL => sql.raw(isAscending ? '>' : '<');

/** The rows strictly beyond the keyset in the direction read, with missing values last in either order. */
const beyond = (key: SortKey, keyset: PipelineKeyset, isAscending: boolean): SQL => {
  const op = comparison(isAscending);
  const id = sql`${keyset.id}::uuid`;
  const cast = sql.raw(key.type);
  const tuple = sql`(${key.value}, ${t.id}) ${op} (${keyset.value}::${cast}, ${id})`;
  if (!key.isNullable) return tuple;
  const isForward = keyset.direction === 'after';
  if (keyset.value === null) {
    return isForward
      ? sql`(${key.value} is null and ${t.id} ${op} ${id})`
      : sql`(${key.value} is not null or ${t.id} ${op} ${id})`;
  }
  return isForward ? sql`(${key.value} is null or ${tuple})` : sql`(${key.value} is not null and ${tuple})`;
};

const orderOf = (key: SortKey, isAscending: boolean, isForward: boolean): SQL[] => {
  const direction = sql.raw(isAscending ? 'asc' : 'desc');
  const nulls = key.isNullable ? [sql`${key.value} is null ${sql.raw(isForward ? 'asc' : 'desc')}`] : [];
  return [...nulls, sql`${key.value} ${direction}`, sql`${t.id} ${direction}`];
};

/**
 * The export's rows hold their answers as the JSON text the database sends, parsed one row at a time just before its
 * line is written: a batch of parsed answers (about 2 KB of objects a row) lives across the awaits of a slow client,
 * so V8 moves it to the old generation and lets that grow to several times what is live (docs/performance.md 'The
 * CSV's memory at 100,000 rows'); a batch of strings is a few flat objects.
 */
const { values: _values, ...columnsBesideValues } = pipelineColumns;
const exportColumns = { ...columnsBesideValues, valuesText: sql<string>`${transactions.values}::text` };

type TransactionColumns = typeof pipelineColumns | typeof exportColumns;

/** The rows with the value they are sorted by, as text (null where none is). */
const selectRows = <Columns extends TransactionColumns>(
  db: Db,
  transaction: Columns,
  sortValue: SQL<string | null> = sql`null::text`,
) =>
  db
    .select({
      transaction,
      user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      profile: { firstName: investors.firstName, lastName: investors.lastName },
      envelope: {
        id: envelopes.id,
        status: envelopes.status,
        completedAt: envelopes.completedAt,
        sealedSha256: envelopes.sealedSha256,
      },
      countersignedAt: countersignedAtSql.mapWith((value) => (value === null ? null : new Date(value))),
      memorandumReadAt: memorandumReadAtSql.mapWith((value) => (value === null ? null : new Date(value))),
      hasOpenChangeRequest: openChangeRequestSql,
      isScreeningHeld: screeningHoldSql,
      screeningStatus: screeningStatusSql,
      sortValue,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(investors, eq(investors.userId, transactions.userId))
    .leftJoin(envelopes, eq(envelopes.transactionId, transactions.id));

/** The statement of one pipeline page (its plan is checked in background-plans.test.ts). */
export const pipelinePageQuery = <Columns extends TransactionColumns = typeof pipelineColumns>(
  db: Db,
  request: PipelinePageRequest,
  columns: Columns = pipelineColumns as Columns,
) => {
  const key = SORT_KEYS[request.sort];
  const isForward = request.keyset?.direction !== 'before';
  const isAscending = (request.order === 'asc') === isForward;
  return selectRows(db, columns, sql<string | null>`(${key.value})::text`)
    .where(
      and(
        eq(t.fundSlug, request.fundSlug),
        request.status ? hasStatusSql(request.status) : undefined,
        request.search ? searchSql(request.search) : undefined,
        request.keyset ? beyond(key, request.keyset, isAscending) : undefined,
      ),
    )
    .orderBy(...orderOf(key, isAscending, isForward))
    .limit(request.limit + 1);
};

/** A row as the export reads it: its answers still the stored JSON text (`exportColumns`). */
export type PipelineExportSource = Omit<PipelineSource, 'transaction'> & {
  transaction: Omit<PipelineSource['transaction'], 'values'> & { valuesText: string };
};

/** The export's row with its answers parsed: a pipeline row, one at a time. */
export const parsedExportSource = ({ transaction, ...rest }: PipelineExportSource): PipelineSource => {
  const { valuesText, ...columns } = transaction;
  return { ...rest, transaction: { ...columns, values: JSON.parse(valuesText) } };
};

export const createPipelineRepository = (db: Db) => {
  type Selected<Transaction> = Omit<PipelineSource, 'envelope' | 'signers' | 'transaction'> & {
    transaction: Transaction;
    envelope: Omit<NonNullable<PipelineSource['envelope']>, 'countersignedAt'> | null;
    countersignedAt: Date | null;
    memorandumReadAt: Date | null;
    hasOpenChangeRequest: boolean;
    isScreeningHeld: boolean;
    screeningStatus: PipelineSource['screeningStatus'];
  };
  type WithSigners<Transaction> = Omit<PipelineSource, 'transaction'> & { transaction: Transaction };

  /** The signers of the rows' envelopes, in one statement, handed to each row by its envelope. */
  const withSigners = async <Transaction>(
    rows: readonly Selected<Transaction>[],
  ): Promise<WithSigners<Transaction>[]> => {
    const envelopeIds = rows.flatMap((row) => (row.envelope ? [row.envelope.id] : []));
    const signers =
      envelopeIds.length === 0
        ? []
        : await db
            .select({
              id: envelopeSigners.id,
              envelopeId: envelopeSigners.envelopeId,
              role: envelopeSigners.role,
              name: envelopeSigners.name,
              status: envelopeSigners.status,
              signedAt: envelopeSigners.signedAt,
            })
            .from(envelopeSigners)
            .where(inArray(envelopeSigners.envelopeId, envelopeIds))
            .orderBy(asc(envelopeSigners.routingOrder));
    const byEnvelope = new Map<string, PipelineSourceSigner[]>();
    for (const signer of signers)
      byEnvelope.set(signer.envelopeId, [...(byEnvelope.get(signer.envelopeId) ?? []), signer]);
    return rows.map((row) => ({
      transaction: row.transaction,
      user: row.user,
      profile: row.profile,
      memorandumReadAt: row.memorandumReadAt,
      hasOpenChangeRequest: row.hasOpenChangeRequest,
      isScreeningHeld: row.isScreeningHeld,
      screeningStatus: row.screeningStatus,
      envelope: row.envelope && { ...row.envelope, countersignedAt: row.countersignedAt },
      signers: row.envelope ? (byEnvelope.get(row.envelope.id) ?? []) : [],
    }));
  };

  /** A page's rows in display order with their sort values, and whether more lie beyond. */
  const pageRows = async <Transaction>(
    request: PipelinePageRequest,
    found: readonly (Selected<Transaction> & { sortValue: string | null })[],
  ) => {
    const isForward = request.keyset?.direction !== 'before';
    const hasMore = found.length > request.limit;
    const kept = found.slice(0, request.limit);
    if (!isForward) kept.reverse();
    const sources = await withSigners(kept);
    return { rows: sources.map((source, i) => ({ source, sortValue: kept[i]?.sortValue ?? null })), hasMore };
  };

  return {
    /** One page of a fund's pipeline, filtered, searched and sorted, read forwards or backwards from a keyset. */
    page: async (request: PipelinePageRequest): Promise<PipelinePageRows> =>
      pageRows(request, await pipelinePageQuery(db, request)),

    /** The same page for the export, each row's answers left as their JSON text (`parsedExportSource` reads one). */
    exportPage: async (
      request: PipelinePageRequest,
    ): Promise<{ rows: { source: PipelineExportSource; sortValue: string | null }[]; hasMore: boolean }> =>
      pageRows(request, await pipelinePageQuery(db, request, exportColumns)),

    /** How many subscriptions the fund has (an index-only count). */
    countByFund: async (fundSlug: string): Promise<number> => {
      const [row] = await db.select({ total: count() }).from(t).where(eq(t.fundSlug, fundSlug));
      return row?.total ?? 0;
    },

    /** The fund's sealed agreements after a transaction id, in its order: one statement for a whole batch. */
    sealedAgreements: async (fundSlug: string, afterTransactionId: string | null, limit: number) => {
      const rows = await db
        .select({
          transactionId: envelopes.transactionId,
          investorName: transactions.investorName,
          content: documents.content,
          isEncrypted: documents.isEncrypted,
          completedAt: envelopes.completedAt,
          countersignedAt: countersignedAtSql.mapWith((value) => (value === null ? null : new Date(value))),
          taxFormKind: envelopes.taxFormKind,
          taxFormContent: taxFormDocuments.content,
          taxFormIsEncrypted: taxFormDocuments.isEncrypted,
        })
        .from(envelopes)
        .innerJoin(documents, eq(documents.id, envelopes.sealedDocumentId))
        .leftJoin(taxFormDocuments, eq(taxFormDocuments.id, envelopes.taxFormSealedDocumentId))
        .innerJoin(transactions, eq(transactions.id, envelopes.transactionId))
        .where(
          and(
            eq(envelopes.fundSlug, fundSlug),
            eq(envelopes.status, 'completed'),
            isNotNull(envelopes.transactionId),
            afterTransactionId ? gt(envelopes.transactionId, afterTransactionId) : undefined,
          ),
        )
        .orderBy(asc(envelopes.transactionId))
        .limit(limit);
      return rows.map(
        (row): StoredSealedAgreement => ({
          transactionId: row.transactionId ?? '',
          investorName: row.investorName,
          content: row.content,
          isEncrypted: row.isEncrypted,
          sealedAt: row.countersignedAt ?? row.completedAt ?? new Date(0),
          taxForm:
            row.taxFormKind && row.taxFormContent
              ? {
                  kind: row.taxFormKind,
                  content: row.taxFormContent,
                  isEncrypted: row.taxFormIsEncrypted ?? true,
                  sealedAt: row.completedAt ?? new Date(0),
                }
              : null,
        }),
      );
    },

    /** How many files the fund's archive holds: its sealed agreements and the tax forms sealed with them. */
    countSealedFiles: async (fundSlug: string): Promise<number> => {
      const [row] = await db
        .select({ total: sql<number>`(count(*) + count(${envelopes.taxFormSealedDocumentId}))::int` })
        .from(envelopes)
        .where(
          and(
            eq(envelopes.fundSlug, fundSlug),
            eq(envelopes.status, 'completed'),
            isNotNull(envelopes.sealedDocumentId),
          ),
        );
      return row?.total ?? 0;
    },

    /** Any investor's transaction (admins only); undefined when there is none. */
    findById: async (transactionId: string): Promise<PipelineSource | undefined> => {
      const [found] = await withSigners(await selectRows(db, pipelineColumns).where(eq(t.id, transactionId)));
      return found;
    },
  };
};
