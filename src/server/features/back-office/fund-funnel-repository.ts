// The funnel's figures (docs/admin.md 'Funnel'), in one statement: for the subscriptions a fund started in a range, each
// stay at a step comes from step_stays, which the database keeps as step changes are recorded (migration 0022: a
// subscription's insert opens its first stay, each 'answers.changed' with fromStep and toStep closes the open stay and
// opens the next). percentile_cont(0.5) gives the median of the stays that ended; the current step and the last change
// say who rests where, and since when.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/select-rows';

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
          select t.current_step, t.updated_at from transactions t
          where t.fund_slug = ${fundSlug} and t.created_at >= ${from.toISOString()}::timestamptz
            and t.created_at < ${until.toISOString()}::timestamptz
        ),
        stays as (
          -- An index-only scan of step_stays_funnel_idx.
          select s.step, s.came_from, s.is_first_visit, extract(epoch from s.left_at - s.entered_at) as seconds
          from step_stays s
          where s.fund_slug = ${fundSlug} and s.cohort_at >= ${from.toISOString()}::timestamptz
            and s.cohort_at < ${until.toISOString()}::timestamptz
        )
        select 'state' as kind, step, null as to_step, (count(*) filter (where is_first_visit))::int as n,
          null::int as idle,
          percentile_cont(0.5) within group (order by seconds) filter (where seconds is not null) as median
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
