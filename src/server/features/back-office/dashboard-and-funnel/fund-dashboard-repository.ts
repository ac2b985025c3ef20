// The fund dashboard's figures (docs/admin.md 'Fund dashboard'), counted and summed in the database: subscriptions and
// amounts by status (the pipeline's status expression, pipeline-sql.ts, so that the one vocabulary decides), and
// commitments and signatures by US Eastern day. Three statements whatever the fund's size, run side by side.
import { and, eq, not, sql } from 'drizzle-orm';
import { FUND_TIME_ZONE } from '../../../../shared/domain/constants';
import type { InvestmentStatusKind } from '../../../../shared/domain/investment-status';
import type { Db } from '../../../db/database';
import { envelopes } from '../../../db/schema/signing';
import { transactionPhaseSql } from '../../../db/schema/transaction-phase';
import { transactions } from '../../../db/schema/transactions';
import { selectRows } from '../../../db/select-rows';
import { decidedByAgreementSql, statusSql } from '../pipeline/pipeline-sql';

export type StatusRow = { status: InvestmentStatusKind; count: number; amount: number };
export type DayRow = {
  day: string;
  commitments: number;
  commitmentAmount: number;
  signatures: number;
  signedAmount: number;
};

/** Days from `firstDay` to `lastDay` (YYYY-MM-DD, Eastern); instants: the first day's start and the day after the last's. */
export type DayRange = { firstDay: string; lastDay: string; from: Date; until: Date };

type RawDay = {
  day: string;
  commitments: number | string;
  commitment_amount: number | string;
  signatures: number | string;
  signed_amount: number | string;
};

export const createFundDashboardRepository = (db: Db) => ({
  byStatus: async (fundSlug: string): Promise<StatusRow[]> => {
    // Where a subscription's own columns decide its status (its phase, transaction-phase.ts), the phase is the status;
    // only 'signed' and 'signing' look at the agreement (countersignature, signers), through the phase's index. Two
    // statements, side by side, so that the agreement's look-ups are paid for those rows alone.
    const phase = transactionPhaseSql(transactions);
    const [byPhase, byAgreement] = await Promise.all([
      db
        .select({
          status: sql<InvestmentStatusKind>`${phase}`,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
        })
        .from(transactions)
        .where(and(eq(transactions.fundSlug, fundSlug), not(decidedByAgreementSql)))
        .groupBy(sql`1`),
      db
        .select({
          status: statusSql,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
        })
        .from(transactions)
        .leftJoin(envelopes, eq(envelopes.transactionId, transactions.id))
        .where(and(eq(transactions.fundSlug, fundSlug), decidedByAgreementSql))
        // By position: the status expression carries parameters, so it cannot be repeated word for word.
        .groupBy(sql`1`),
    ]);
    return [...byPhase, ...byAgreement].map((row) => ({
      status: row.status,
      count: Number(row.count),
      amount: Number(row.amount),
    }));
  },

  byDay: async (fundSlug: string, { firstDay, lastDay, from, until }: DayRange): Promise<DayRow[]> => {
    const zone = sql.raw(`'${FUND_TIME_ZONE}'`);
    const rows = await selectRows<RawDay>(
      db,
      sql`with days as (
          select d::date as day from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d
        ),
        started as (
          select (t.created_at at time zone ${zone})::date as day, count(*) as n, coalesce(sum(t.amount), 0) as amount
          from transactions t
          where t.fund_slug = ${fundSlug} and t.created_at >= ${from.toISOString()}::timestamptz
            and t.created_at < ${until.toISOString()}::timestamptz
          group by 1
        ),
        signed as (
          select (t.subscription_agreement_date at time zone ${zone})::date as day, count(*) as n,
            coalesce(sum(t.amount), 0) as amount
          from transactions t
          where t.fund_slug = ${fundSlug} and t.subscription_agreement_date >= ${from.toISOString()}::timestamptz
            and t.subscription_agreement_date < ${until.toISOString()}::timestamptz
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(started.n, 0) as commitments,
          coalesce(started.amount, 0) as commitment_amount, coalesce(signed.n, 0) as signatures,
          coalesce(signed.amount, 0) as signed_amount
        from days left join started on started.day = days.day left join signed on signed.day = days.day
        order by days.day`,
    );
    return rows.map((row) => ({
      day: row.day,
      commitments: Number(row.commitments),
      commitmentAmount: Number(row.commitment_amount),
      signatures: Number(row.signatures),
      signedAmount: Number(row.signed_amount),
    }));
  },
});

export type FundDashboardRepository = ReturnType<typeof createFundDashboardRepository>;
