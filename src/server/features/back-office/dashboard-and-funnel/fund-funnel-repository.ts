// The funnel's figures (docs/admin.md 'Funnel') for the subscriptions a fund started in a range of US Eastern days.
// Who entered each step and the moves between steps add up funnel_days, and the stays' lengths funnel_stay_lengths:
// counts by start day, so a range of any length reads a few thousand rows. The database notes each change of a stay
// in funnel_changes (migrations 0022 and 0024), and each funnel first folds its fund's notes into the counts. The
// median stay is exact (percentile_cont over the stays themselves) while the range holds up to `exactMediansUpTo` ended
// stays, and read from the lengths' buckets beyond that (within 3.5 %). Who rests where, and since when, comes from
// the subscriptions' covering index (transactions_fund_created_idx).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectRows } from '../../../db/select-rows';

export type FunnelRange = {
  fundSlug: string;
  /** The range's first and last Eastern days (YYYY-MM-DD), and the instants they start and end at. */
  firstDay: string;
  lastDay: string;
  from: Date;
  until: Date;
  idleSince: Date;
};

export type FunnelFigureRow =
  | { kind: 'state'; step: string; toStep: null; n: number; idle: null; median: number | null }
  | { kind: 'edge'; step: string; toStep: string; n: number; idle: null; median: null }
  | { kind: 'rest'; step: string; toStep: null; n: number; idle: number; median: null }
  | { kind: 'cohort'; step: null; toStep: null; n: number; idle: null; median: null };

/** The figures, and whether the medians were read from the lengths' buckets rather than the stays themselves. */
export type FunnelFigures = { rows: FunnelFigureRow[]; mediansAreEstimates: boolean };

/** Up to this many ended stays in a range, medians are exact; the sort they need stays within a few tens of ms. */
export const EXACT_MEDIANS_UP_TO = 50_000;

/** A bucket's stays last 2^(b/10) to 2^((b+1)/10) seconds (migration 0024's funnel_bucket); its middle, on that scale. */
export const bucketSeconds = (bucket: number): number => 2 ** ((bucket + 0.5) / 10);

/**
 * The median of the stays counted in `buckets` (bucket → stays), as percentile_cont(0.5) takes it (the middle stay,
 * or the mean of the middle two), each stay read as its bucket's middle; null without stays.
 */
export const medianOfBuckets = (buckets: ReadonlyMap<number, number>): number | null => {
  const sorted = [...buckets].filter(([, stays]) => stays > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, stays]) => sum + stays, 0);
  if (total === 0) return null;
  const at = (position: number): number => {
    let seen = 0;
    for (const [bucket, stays] of sorted) {
      seen += stays;
      if (position < seen) return bucketSeconds(bucket);
    }
    return bucketSeconds(sorted[sorted.length - 1]?.[0] ?? 0);
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.ceil((total - 1) / 2))) / 2;
};

type CountRow = { kind: 'state' | 'edge'; step: string; to_step: string | null; n: number | string };
type LengthRow = { step: string; bucket: number | string; stays: number | string };
type RestRow = { is_total: boolean; step: string | null; n: number | string; idle: number | string | null };
type MedianRow = { step: string; median: number | string | null };
type StageRow = {
  rank: number | string;
  n: number | string;
  amount: number | string;
  declined: number | string;
  declined_amount: number | string;
  withdrawn: number | string;
  withdrawn_amount: number | string;
};

/** Per furthest stage (0 started … 6 complete): how many, their amount, and the declined and withdrawn among them. */
export type StageFigures = {
  byRank: { count: number; amount: number }[];
  declined: { count: number; amount: number };
  withdrawn: { count: number; amount: number };
};

const STAGE_RANKS = 7;

const range = (r: FunnelRange, table: SQL): SQL =>
  sql`${table}.fund_slug = ${r.fundSlug} and ${table}.day between ${r.firstDay}::date and ${r.lastDay}::date`;

/**
 * The fund's noted changes, added to the counts and removed, in one statement: each count is written once, in key
 * order, and a fold running beside it for the same fund skips the changes this one has taken.
 */
export const funnelFoldSql = (fundSlug: string): SQL => sql`
  with moved as (
    delete from funnel_changes where fund_slug = ${fundSlug}
    returning day, step, came_from, visits, first_visits, bucket
  ),
  days as (
    insert into funnel_days as d (fund_slug, day, step, came_from, visits, first_visits)
    select ${fundSlug}, day, step, came_from, sum(visits)::int, sum(first_visits)::int from moved
    where bucket is null group by day, step, came_from order by day, step, came_from
    on conflict (fund_slug, day, step, came_from) do update
      set visits = d.visits + excluded.visits, first_visits = d.first_visits + excluded.first_visits
  ),
  lengths as (
    insert into funnel_stay_lengths as l (fund_slug, day, step, bucket, stays)
    select ${fundSlug}, day, step, bucket, sum(visits)::int from moved
    where bucket is not null group by day, step, bucket order by day, step, bucket
    on conflict (fund_slug, day, step, bucket) do update set stays = l.stays + excluded.stays
  )
  select count(*)::int as folded from moved`;

/** Who entered each step (first visits) and each move taken, from the counts by start day. */
export const funnelCountsSql = (r: FunnelRange): SQL => sql`
  select 'state' as kind, d.step, null as to_step, sum(d.first_visits)::int as n from funnel_days d
  where ${range(r, sql`d`)} group by d.step
  union all
  select 'edge', d.came_from, d.step, sum(d.visits)::int from funnel_days d
  where ${range(r, sql`d`)} and d.came_from <> '' group by d.came_from, d.step
  having sum(d.visits) > 0`;

/** The ended stays' lengths by step and bucket. */
export const funnelLengthsSql = (r: FunnelRange): SQL => sql`
  select l.step, l.bucket, sum(l.stays)::int as stays from funnel_stay_lengths l
  where ${range(r, sql`l`)} group by l.step, l.bucket having sum(l.stays) > 0`;

/** Where the range's subscriptions rest now and who has not moved since `idleSince`; then all of them. */
export const funnelRestSql = (r: FunnelRange): SQL => sql`
  select grouping(t.current_step) = 1 as is_total, t.current_step as step, count(*)::int as n,
    (count(*) filter (where t.updated_at < ${r.idleSince.toISOString()}::timestamptz))::int as idle
  from transactions t
  where t.fund_slug = ${r.fundSlug} and t.created_at >= ${r.from.toISOString()}::timestamptz
    and t.created_at < ${r.until.toISOString()}::timestamptz
  group by rollup (t.current_step)`;

/**
 * How far each subscription of the range got in the lifecycle, by its stored data (the furthest stage it shows: the
 * investor signed, everyone signed, approved, countersigned, funded, complete), counted and summed per furthest stage,
 * with the declined and the withdrawn apart. The countersignature is looked up only for agreements signed by everyone.
 */
export const funnelStagesSql = (r: FunnelRange): SQL => sql`
  with reached as (
    select t.amount, t.rejection_date is not null as is_declined, t.withdrawal_date is not null as is_withdrawn,
      case
        when t.completion_date is not null or (t.funds_transfer_date is not null
          and t.proof_of_accreditation_date is not null and t.subscription_agreement_date is not null) then 6
        when t.funds_transfer_date is not null then 5
        when t.subscription_agreement_date is not null and exists (
          select 1 from envelopes e join signing_events se on se.envelope_id = e.id
          where e.transaction_id = t.id and se.type = 'envelope.countersigned') then 4
        when t.subscription_agreement_date is not null and t.is_approved is true then 3
        when t.subscription_agreement_date is not null then 2
        when t.current_step = 'MID_CLOSING' then 1
        else 0 end as rank
    from transactions t
    where t.fund_slug = ${r.fundSlug} and t.created_at >= ${r.from.toISOString()}::timestamptz
      and t.created_at < ${r.until.toISOString()}::timestamptz
  )
  select rank, count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount,
    (count(*) filter (where is_declined))::int as declined,
    coalesce(sum(amount) filter (where is_declined), 0)::bigint as declined_amount,
    (count(*) filter (where is_withdrawn and not is_declined))::int as withdrawn,
    coalesce(sum(amount) filter (where is_withdrawn and not is_declined), 0)::bigint as withdrawn_amount
  from reached group by rank`;

/** The exact median stay per step, from the stays themselves (an index-only scan of step_stays_funnel_idx). */
export const funnelMediansSql = (r: FunnelRange): SQL => sql`
  select s.step, percentile_cont(0.5) within group (order by extract(epoch from s.left_at - s.entered_at)) as median
  from step_stays s
  where s.fund_slug = ${r.fundSlug} and s.cohort_at >= ${r.from.toISOString()}::timestamptz
    and s.cohort_at < ${r.until.toISOString()}::timestamptz and s.left_at is not null
  group by s.step`;

export const createFundFunnelRepository = (db: Db, { exactMediansUpTo = EXACT_MEDIANS_UP_TO } = {}) => ({
  stages: async (r: FunnelRange): Promise<StageFigures> => {
    const rows = await selectRows<StageRow>(db, funnelStagesSql(r));
    const byRank = Array.from({ length: STAGE_RANKS }, () => ({ count: 0, amount: 0 }));
    const declined = { count: 0, amount: 0 };
    const withdrawn = { count: 0, amount: 0 };
    for (const row of rows) {
      byRank[Number(row.rank)] = { count: Number(row.n), amount: Number(row.amount) };
      declined.count += Number(row.declined);
      declined.amount += Number(row.declined_amount);
      withdrawn.count += Number(row.withdrawn);
      withdrawn.amount += Number(row.withdrawn_amount);
    }
    return { byRank, declined, withdrawn };
  },

  figures: async (r: FunnelRange): Promise<FunnelFigures> => {
    await db.execute(funnelFoldSql(r.fundSlug));
    const [counts, lengths, rest] = await Promise.all([
      selectRows<CountRow>(db, funnelCountsSql(r)),
      selectRows<LengthRow>(db, funnelLengthsSql(r)),
      selectRows<RestRow>(db, funnelRestSql(r)),
    ]);
    const bucketsOf = new Map<string, Map<number, number>>();
    for (const row of lengths) {
      const buckets = bucketsOf.get(row.step) ?? new Map<number, number>();
      buckets.set(Number(row.bucket), Number(row.stays));
      bucketsOf.set(row.step, buckets);
    }
    const ended = lengths.reduce((sum, row) => sum + Number(row.stays), 0);
    const medians = new Map<string, number | null>();
    const mediansAreEstimates = ended > exactMediansUpTo;
    if (ended > 0 && !mediansAreEstimates) {
      // The statement's sort fits in memory with a little more than the default, and its estimate would have
      // PostgreSQL compile it (JIT) for longer than it runs: both for this statement only.
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
        return selectRows<MedianRow>(tx, funnelMediansSql(r));
      });
      for (const row of rows) medians.set(row.step, row.median === null ? null : Number(row.median));
    } else {
      for (const [step, buckets] of bucketsOf) medians.set(step, medianOfBuckets(buckets));
    }
    const states = counts.filter((row) => row.kind === 'state');
    const edges = counts.filter((row) => row.kind === 'edge');
    const stepsWithStays = new Set([...states.map((row) => row.step), ...medians.keys()]);
    const rows = [
      ...[...stepsWithStays].map(
        (step): FunnelFigureRow => ({
          kind: 'state',
          step,
          toStep: null,
          n: Number(states.find((row) => row.step === step)?.n ?? 0),
          idle: null,
          median: medians.get(step) ?? null,
        }),
      ),
      ...edges.map(
        (row): FunnelFigureRow => ({
          kind: 'edge',
          step: row.step,
          toStep: row.to_step ?? '',
          n: Number(row.n),
          idle: null,
          median: null,
        }),
      ),
      ...rest.map(
        (row): FunnelFigureRow =>
          row.is_total || row.step === null
            ? { kind: 'cohort', step: null, toStep: null, n: Number(row.n), idle: null, median: null }
            : { kind: 'rest', step: row.step, toStep: null, n: Number(row.n), idle: Number(row.idle), median: null },
      ),
    ];
    return { rows, mediansAreEstimates };
  },
});

export type FundFunnelRepository = ReturnType<typeof createFundFunnelRepository>;
