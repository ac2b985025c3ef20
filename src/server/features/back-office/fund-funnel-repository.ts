// The funnel's figures (docs/admin.md 'Funnel'), in one statement: for the subscriptions a fund started in a range, each
// stay at a step comes from the audit trail's step changes (the trigger of migrations 0002 and 0013 writes
// 'answers.changed' with fromStep and toStep whenever the step or the answers change), the first stay from the
// subscription's start. lead() ends a stay where the next begins; lag() names the move into it; percentile_cont(0.5)
// gives the median of the stays that ended; the current step and the last change say who rests where, and since when.
import { sql } from 'drizzle-orm';
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

export const createFundFunnelRepository = (db: Db) => ({
  figures: async ({ fundSlug, from, until, idleSince }: FunnelRange): Promise<FunnelFigureRow[]> => {
    const rows = await selectRows<RawRow>(
      db,
      sql`with cohort as (
          select t.id, t.current_step, t.created_at, t.updated_at from transactions t
          where t.fund_slug = ${fundSlug} and t.created_at >= ${from.toISOString()}::timestamptz
            and t.created_at < ${until.toISOString()}::timestamptz
        ),
        changes as (
          select c.id, a.id as seq, a.at, a.details->>'fromStep' as from_step, a.details->>'toStep' as to_step
          from cohort c
          join audit_log a on a.target = c.id::text and a.action = ${ANSWERS_CHANGED}
          where (a.details->>'toStep') is distinct from (a.details->>'fromStep')
        ),
        first_steps as (
          select id, (array_agg(from_step order by at, seq))[1] as step from changes group by id
        ),
        visits as (
          select c.id, coalesce(f.step, c.current_step) as step, c.created_at as at, 0::bigint as seq
          from cohort c left join first_steps f on f.id = c.id
          union all
          select id, to_step, at, seq from changes
        ),
        stays as (
          select id, step, at,
            lag(step) over (partition by id order by at, seq) as came_from,
            lead(at) over (partition by id order by at, seq) as left_at
          from visits
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
        select 'cohort', null, null, count(*)::int, null, null from cohort`,
    );
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
