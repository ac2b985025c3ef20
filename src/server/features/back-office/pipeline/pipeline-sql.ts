// The pipeline's status, investor name, search and sort keys as SQL (docs/admin.md 'Pipeline'), so that a page is
// filtered, sorted and cut in the database. Each expression mirrors its rule in TypeScript (shared/domain's
// investmentStatus, pipeline-rows' investorName and stepTitle); pipeline-sql.test.ts holds the two to the same answers.

import { type SQL, sql } from 'drizzle-orm';
import { PIPELINE_STATUSES, type PipelineSortKey, type PipelineStatus } from '../../../../shared/api/admin-pipeline';
import { STEP_IDS, TERMINAL_STEPS } from '../../../../shared/domain/steps';
import { envelopes } from '../../../db/schema/signing';
import { type TransactionPhase, transactionPhaseSql } from '../../../db/schema/transaction-phase';
import { transactions } from '../../../db/schema/transactions';
import { screeningHoldSql as screeningHold } from '../../../db/screening-hold';
import { stepTitle } from './step-title';

const t = transactions;

/** When the fund countersigned the transaction's agreement (the latest such event); null until it has. */
export const countersignedAtSql: SQL<Date | null> = sql`(select max(se.at) from signing_events se
  where se.envelope_id = ${envelopes.id} and se.type = 'envelope.countersigned')`;

/** When the investor last opened (or downloaded) the fund's offering memorandum in its data room; null if never. */
export const memorandumReadAtSql: SQL<Date | null> = sql`(select max(dre.created_at) from data_room_events dre
  join data_room_documents drd on drd.id = dre.document_id
  join funds f on f.id = drd.fund_id
  where dre.user_id = ${transactions.userId} and f.slug = ${transactions.fundSlug}
    and drd.category = 'offeringMemorandum')`;

/** The agreement's signers who have not signed yet; null without an agreement. */
export const pendingSignersSql: SQL<number | null> = sql`(select count(*)::int from envelope_signers es
  where es.envelope_id = ${envelopes.id} and es.status <> 'signed')`;

const END_SCREENS = TERMINAL_STEPS.filter((step) => step !== 'MID_CLOSING');
const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Whether the fund has a change request open on the transaction (the signature is void until the investor signs
 * again). Written as a list the statement reads once (a hashed sub-plan over the open requests' partial index), not as
 * a look-up per row.
 */
export const openChangeRequestSql: SQL<boolean> = sql`(${t.id} in (select cr.transaction_id from change_requests cr
  where cr.answered_at is null))`;

/** Whether approval waits for the identity checks (docs/kyc.md 'Review'). */
export const screeningHoldSql: SQL<boolean> = screeningHold(t.id, t.fundSlug);

/**
 * Where the identity checks stand (docs/kyc.md): 'confirmed' or 'open' while a match is, else 'exempt' or 'cleared'
 * once screened; null when never screened. Two index probes a row (the matches' and the screenings' own key).
 */
export const screeningStatusSql: SQL<'confirmed' | 'open' | 'exempt' | 'cleared' | null> = sql`coalesce(
  (select case when bool_or(sm.status = 'confirmed') then 'confirmed' when bool_or(sm.status = 'open') then 'open' end
     from screening_matches sm where sm.transaction_id = ${t.id}),
  (select case when bool_or(s.result = 'exempt') then 'exempt' else 'cleared' end
     from screenings s where s.transaction_id = ${t.id}))`;

const investorSignedSql = sql`(${t.subscriptionAgreementDate} is not null or ${t.currentStep} = 'MID_CLOSING')`;

/**
 * investmentStatus, stage for stage (shared/domain/lifecycle.ts lifecycleStageOf): the exits, completeness and funds;
 * the fund's countersignature once the investor has signed; an open change request; the wizard (waitlisted, an end
 * screen, or in progress); then who is left to sign, the approval, and review.
 */
export const statusSql: SQL<PipelineStatus> = sql`(case
  when ${t.rejectionDate} is not null then 'declined'
  when ${t.withdrawalDate} is not null then 'withdrawn'
  when ${t.completionDate} is not null
    or (${t.fundsTransferDate} is not null and ${t.proofOfAccreditationDate} is not null
      and ${t.subscriptionAgreementDate} is not null) then 'complete'
  when ${t.fundsTransferDate} is not null then 'funded'
  when ${investorSignedSql} and ${envelopes.id} is not null and ${countersignedAtSql} is not null then 'awaitingFunds'
  when ${openChangeRequestSql} then 'changesRequested'
  when not ${investorSignedSql} then (case
    when ${t.waitListDate} is not null then 'waitlisted'
    when ${t.currentStep} in (${list(END_SCREENS)}) then 'notEligible'
    else 'inProgress' end)
  when ${t.subscriptionAgreementDate} is null and (${envelopes.id} is null or ${pendingSignersSql} > 0)
    then 'awaitingCoSigners'
  when ${t.isApproved} is true then 'awaitingCountersignature'
  else 'underReview' end)`;

/**
 * The phases (transaction-phase.ts, indexed) a status can come from: the filter narrows by them first. A change
 * request is not in the transaction's own columns: its rows are narrowed by the open requests instead.
 */
const PHASES_OF: Record<Exclude<PipelineStatus, 'changesRequested'>, readonly TransactionPhase[]> = {
  declined: ['declined'],
  withdrawn: ['withdrawn'],
  complete: ['complete'],
  funded: ['funded'],
  awaitingFunds: ['signed', 'signing'],
  awaitingCountersignature: ['signed', 'signing'],
  underReview: ['signed', 'signing'],
  awaitingCoSigners: ['signing'],
  waitlisted: ['waitlisted'],
  notEligible: ['notEligible'],
  inProgress: ['inProgress'],
};

/**
 * The rows whose status the agreement or a change request decides: their phase is shared by several statuses (the
 * countersignature, the signers), or the fund has a change request open. Every other row's phase is its status.
 */
export const decidedByAgreementSql: SQL = (() => {
  const shared = Object.entries(PHASES_OF).flatMap(([status, phases]) => phases.filter((phase) => phase !== status));
  return sql`(${transactionPhaseSql(t)} in (${list([...new Set(shared)])}) or ${openChangeRequestSql})`;
})();

/** The rows of one status: by their indexed phase (or the open change requests), then by the whole status. */
export const hasStatusSql = (status: PipelineStatus): SQL => {
  if (status === 'changesRequested') return sql`(${openChangeRequestSql} and ${statusSql} = ${status})`;
  const phases = PHASES_OF[status];
  const phase = transactionPhaseSql(t);
  const byPhase = phases.length === 1 ? sql`${phase} = ${phases[0]}` : sql`${phase} in (${list(phases)})`;
  return sql`(${byPhase} and ${statusSql} = ${status})`;
};

const statusRankSql: SQL<number> = sql`(case ${statusSql} ${sql.join(
  PIPELINE_STATUSES.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end)`;

/** Lower case without accents: 'Zoë' → 'zoe'; the database's portal_fold (migration 0019) does the same. */
export const fold = (value: string): string => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A LIKE pattern that finds the text anywhere, the text's own %, _ and backslash taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const UUID_TEMPLATE = '00000000-0000-0000-0000-000000000000';

/**
 * The ids a transaction id starting with `prefix` lies between, or null when no id can start so: a range of the
 * primary key, where starts_with(id::text, prefix) would read every row (uuids order as their hex text does).
 */
export const idRangeOf = (prefix: string): { from: string; to: string } | null => {
  if (prefix.length > UUID_TEMPLATE.length) return null;
  for (let i = 0; i < prefix.length; i++) {
    const isDash = UUID_TEMPLATE[i] === '-';
    if (isDash ? prefix[i] !== '-' : !/[0-9a-f]/.test(prefix[i] ?? '')) return null;
  }
  const rest = UUID_TEMPLATE.slice(prefix.length);
  return { from: prefix + rest, to: prefix + rest.replace(/0/g, 'f') };
};

/**
 * Every word is in the investor's name or e-mail, or starts the transaction id; ignoring case and accents. The name
 * and e-mail are read folded from `search_text` (kept by the database, migration 0019) through its trigram index.
 */
export const searchSql = (search: string): SQL | undefined => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => {
      const inText = sql`${t.searchText} like ${containing(word)}`;
      const ids = idRangeOf(word);
      return ids ? sql`(${inText} or ${t.id} between ${ids.from}::uuid and ${ids.to}::uuid)` : inText;
    }),
    sql` and `,
  );
};

/** The step's title as the pipeline shows it, lower-cased: the order of the 'Current step' sort. */
const stepTitleSql: SQL<string> = sql`(case ${t.currentStep} ${sql.join(
  STEP_IDS.map((step) => sql`when ${step} then ${stepTitle(step).toLowerCase()}`),
  sql` `,
)} else lower(${t.currentStep}) end)`;

export type SortKey = {
  /** The value ordered by. */
  value: SQL;
  /** Its SQL type: a cursor carries the value as text (instants to the microsecond) and is read back as this. */
  type: 'timestamptz' | 'bigint' | 'int' | 'text';
  /** A key that may be missing: missing values come last whichever the order. */
  isNullable: boolean;
  /** The order when none is asked for. */
  defaultOrder: 'asc' | 'desc';
};

export const SORT_KEYS: Record<PipelineSortKey, SortKey> = {
  updatedAt: { value: sql`${t.updatedAt}`, type: 'timestamptz', isNullable: false, defaultOrder: 'desc' },
  createdAt: { value: sql`${t.createdAt}`, type: 'timestamptz', isNullable: false, defaultOrder: 'desc' },
  // The stored name, folded as the index transactions_fund_investor_idx holds it (migration 0019).
  investor: {
    value: sql`(portal_fold(${t.investorName}) collate "C")`,
    type: 'text',
    isNullable: false,
    defaultOrder: 'asc',
  },
  amount: { value: sql`${t.amount}`, type: 'bigint', isNullable: true, defaultOrder: 'desc' },
  step: { value: sql`(${stepTitleSql} collate "C")`, type: 'text', isNullable: false, defaultOrder: 'asc' },
  status: { value: statusRankSql, type: 'int', isNullable: false, defaultOrder: 'desc' },
};
