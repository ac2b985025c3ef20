// The pipeline's status, investor name, search and sort keys as SQL (docs/admin.md 'Pipeline'), so that a page is
// filtered, sorted and cut in the database. Each expression mirrors its rule in TypeScript (shared/domain's
// investmentStatus, pipeline-rows' investorName and stepTitle); pipeline-sql.test.ts holds the two to the same answers.
import { type SQL, sql } from 'drizzle-orm';
import { PIPELINE_STATUSES, type PipelineSortKey, type PipelineStatus } from '../../../shared/api/admin-pipeline';
import { STEP_IDS, TERMINAL_STEPS } from '../../../shared/domain/steps';
import { investors } from '../../db/schema/investors';
import { envelopes } from '../../db/schema/signing';
import { type TransactionPhase, transactionPhaseSql } from '../../db/schema/transaction-phase';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
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

/** investmentStatus, case for case: the decline wins, then completeness, funds, signatures, waitlist, end screens. */
export const statusSql: SQL<PipelineStatus> = sql`(case
  when ${t.rejectionDate} is not null then 'declined'
  when ${t.completionDate} is not null
    or (${t.fundsTransferDate} is not null and ${t.proofOfAccreditationDate} is not null
      and ${t.subscriptionAgreementDate} is not null) then 'complete'
  when ${t.fundsTransferDate} is not null then 'funded'
  when ${t.subscriptionAgreementDate} is not null then (case
    when ${countersignedAtSql} is not null then 'awaitingFunds'
    when ${t.isApproved} is true then 'awaitingCountersignature'
    else 'underReview' end)
  when ${t.currentStep} = 'MID_CLOSING' then (case
    when ${envelopes.id} is not null and ${pendingSignersSql} = 0 then 'underReview'
    else 'awaitingCoSigners' end)
  when ${t.waitListDate} is not null then 'waitlisted'
  when ${t.currentStep} in (${list(END_SCREENS)}) then 'notEligible'
  else 'inProgress' end)`;

/** The phases (transaction-phase.ts, indexed) a status can come from: the filter narrows by them first. */
const PHASES_OF: Record<PipelineStatus, readonly TransactionPhase[]> = {
  declined: ['declined'],
  complete: ['complete'],
  funded: ['funded'],
  awaitingFunds: ['signed'],
  awaitingCountersignature: ['signed'],
  underReview: ['signed', 'signing'],
  awaitingCoSigners: ['signing'],
  waitlisted: ['waitlisted'],
  notEligible: ['notEligible'],
  inProgress: ['inProgress'],
};

/** The rows of one status: by their indexed phase, then by the whole status where the agreement decides. */
export const hasStatusSql = (status: PipelineStatus): SQL => {
  const phases = PHASES_OF[status];
  const phase = transactionPhaseSql(t);
  const byPhase = phases.length === 1 ? sql`${phase} = ${phases[0]}` : sql`${phase} in (${list(phases)})`;
  return sql`(${byPhase} and ${statusSql} = ${status})`;
};

const statusRankSql: SQL<number> = sql`(case ${statusSql} ${sql.join(
  PIPELINE_STATUSES.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end)`;

/** '' for a missing or blank part, so that concat_ws joins as the TypeScript `${first} ${last}`.trim() does. */
const part = (value: SQL): SQL => sql`coalesce(nullif(trim(${value}), ''), '')`;
const joined = (first: SQL, last: SQL): SQL => sql`nullif(trim(concat_ws(' ', ${part(first)}, ${part(last)})), '')`;

/** investorName: the legal name given in the flow, else the profile's, else the account's, else the e-mail. */
export const investorNameSql: SQL<string> = sql`coalesce(
  ${joined(sql`case when jsonb_typeof(${t.values}->'legalFirstName') = 'string' then ${t.values}->>'legalFirstName' end`, sql`case when jsonb_typeof(${t.values}->'legalLastName') = 'string' then ${t.values}->>'legalLastName' end`)},
  ${joined(sql`${investors.firstName}`, sql`${investors.lastName}`)},
  ${joined(sql`${users.firstName}`, sql`${users.lastName}`)},
  ${users.email})`;

/** Combining marks (accents once NFKD has taken them apart), as the TypeScript \p{M} removes them. */
const COMBINING_MARKS = '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]';

/** Lower case without accents, in the database: 'Zoë' → 'zoe'. */
export const foldedSql = (value: SQL): SQL<string> =>
  sql`lower(regexp_replace(normalize(${value}, NFKD), ${COMBINING_MARKS}, '', 'g'))`;

/** The same fold in TypeScript, for the words searched for. */
export const fold = (value: string): string => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every word is in the investor's name or e-mail, or starts the transaction id; ignoring case and accents. */
export const searchSql = (search: string): SQL | undefined => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const haystack = foldedSql(sql`${investorNameSql} || ' ' || ${users.email}`);
  return sql.join(
    words.map((word) => sql`(strpos(${haystack}, ${word}) > 0 or starts_with(${t.id}::text, ${word}))`),
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
  investor: {
    value: sql`(${foldedSql(investorNameSql)} collate "C")`,
    type: 'text',
    isNullable: false,
    defaultOrder: 'asc',
  },
  amount: { value: sql`${t.amount}`, type: 'bigint', isNullable: true, defaultOrder: 'desc' },
  step: { value: sql`(${stepTitleSql} collate "C")`, type: 'text', isNullable: false, defaultOrder: 'asc' },
  status: { value: statusRankSql, type: 'int', isNullable: false, defaultOrder: 'desc' },
};
