// The funnel's figures (docs/admin.md 'Funnel'), in one statement: for the subscriptions a fund started in a range, each
// stay at a step comes from the audit trail's step changes (the trigger of migrations 0002 and 0015 writes
// 'answers.changed' with fromStep and toStep whenever the step or the answers change), the first stay from the
// subscription's start. lead() ends a stay where the next begins; lag() names the move into it; percentile_cont(0.5)
// gives the median of the stays that ended; the current step and the last change say who rests where, and since when.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/select-rows';
import { ANSWERS_CHANGED } from './answer-changes';

export type FunnelRange = { fundSlug: string; from: Date; until: Date; idleSince: Date };

export type FunnelFigureRow =
  | { kind: 'state'; step: string; toStep: null; n: number; idle: null; median: number | null }
  | { kind: 'edge'; step: string; toStep: string; n: number; idle: null; median: null }
  | { kind: 'rest'; step: string; toStep: null; n: number; idle: number; median: null }
  | { kind: 'cohort'; step: null; toStep: null; n: number; idle: null; median: null };

type RawRow = {
  kind: string;
  step: string | null;
  to_step: string | null;
  n: number | string;
  idle: number | string | null;
  median: number | string | null;
};

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The statement, on its own so that its plan can be read (docs/performance.md). */
export const funnelFiguresSql = ({ fundSlug, from, until, idleSince }: FunnelRange): SQL => sql`with cohort as (
          select t.id, t.current_step, t.created_at, t.updated_at from transactions t
          where t.fund_slug = ${fundSlug} and t.created_at >= ${from.toISOString()}::timestamptz
            and t.created_at < ${until.toISOString()}::timestamptz
        ),
        visits as (
          select c.id, null::text as step, null::text as from_step, c.current_step, c.created_at as at, 0::bigint as seq
          from cohort c
          union all
          select c.id, a.details->>'toStep', a.details->>'fromStep', null, a.at, a.id
          from cohort c cross join lateral (
            -- OFFSET 0 keeps the look-up per subscription (audit_log_target_idx) rather than a pass over the log.
            select a.id, a.at, a.details from audit_log a
            where a.target = c.id::text and a.action = ${ANSWERS_CHANGED} offset 0
          ) a
          where (a.details->>'toStep') is distinct from (a.details->>'fromStep')
        ),
        ordered as (
          select id, at, seq, lead(at) over w as left_at,
            case when seq = 0 then coalesce(lead(from_step) over w, current_step) else step end as step
          from visits window w as (partition by id order by at, seq)
        ),
        stays as (
          select id, step, at, left_at, lag(step) over (partition by id order by at, seq) as came_from from ordered
        )
        select 'state' as kind, step, null as to_step, count(distinct id)::int as n, null::int as idle,
          percentile_cont(0.5) within group (order by extract(epoch from left_at - at))
            filter (where left_at is not null) as median
        from stays group by step
        union all
        select 'edge', came_from, step, count(*)::int, null, null from stays
        where came_from is not null group by came_from, step
        union all
        select 'rest', current_step, null, count(*)::int,
          (count(*) filter (where updated_at < ${idleSince.toISOString()}::timestamptz))::int, null
        from cohort group by current_step
        union all
        select 'cohort', null, null, count(*)::int, null, null from cohort`;

export const createFundFunnelRepository = (db: Db) => ({
  figures: async (range: FunnelRange): Promise<FunnelFigureRow[]> => {
    // The statement's estimate is large (a look-up per subscription), which would have PostgreSQL compile it (JIT)
    // for longer than it runs, and its sorts fit in memory with a little more than the default: both for this
    // statement only. docs/performance.md 'Fund dashboard and funnel'.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
      return selectRows<RawRow>(tx, funnelFiguresSql(range));
    });
    return rows.map(
      (row) =>
        ({
          kind: row.kind,
          step: row.step,
          toStep: row.to_step,
          n: Number(row.n),
          idle: numberOrNull(row.idle),
          median: numberOrNull(row.median),
        }) as FunnelFigureRow,
    );
  },
});

export type FundFunnelRepository = ReturnType<typeof createFundFunnelRepository>;
