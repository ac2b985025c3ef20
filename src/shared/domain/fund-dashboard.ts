// The fund dashboard's totals (docs/admin.md 'Fund dashboard'): each one a set of statuses of the one vocabulary
// (investment-status.ts), so that the dashboard, the pipeline's filter and the fund page never disagree about where a
// subscription stands. 'signed' is what the fund page counts toward its target (COMMITTED_STATUS_KINDS).
import { COMMITTED_STATUS_KINDS, type InvestmentStatusKind } from './investment-status';

export const DASHBOARD_TOTAL_KEYS = ['committed', 'signed', 'approved', 'funded', 'declined'] as const;
export type DashboardTotalKey = (typeof DASHBOARD_TOTAL_KEYS)[number];

export const DASHBOARD_TOTAL_STATUSES: Record<DashboardTotalKey, readonly InvestmentStatusKind[]> = {
  // Every live commitment: the amount an investor committed to, from the fund page on, until it is declined,
  // is withdrawn or stops at an end screen.
  committed: [
    'inProgress',
    'waitlisted',
    'awaitingCoSigners',
    'changesRequested',
    'underReview',
    'awaitingCountersignature',
    'awaitingFunds',
    'funded',
    'complete',
  ],
  signed: COMMITTED_STATUS_KINDS,
  approved: ['awaitingCountersignature', 'awaitingFunds', 'funded', 'complete'],
  funded: ['funded', 'complete'],
  declined: ['declined'],
};

export const DASHBOARD_TOTAL_LABELS: Record<DashboardTotalKey, string> = {
  committed: 'Committed',
  signed: 'Signed',
  approved: 'Approved',
  funded: 'Funded',
  declined: 'Declined',
};

export const DASHBOARD_TOTAL_HINTS: Record<DashboardTotalKey, string> = {
  committed: 'Every subscription not declined, not withdrawn and not stopped at an end screen',
  signed: 'Signed by every signer, under review or later: counts toward the target',
  approved: 'Approved by the fund, countersigned, funded or complete',
  funded: 'Funds received or complete',
  declined: 'Declined by the fund',
};

export type StatusFigure = { status: InvestmentStatusKind; count: number; amount: number };
export type TotalFigure = { count: number; amount: number };

/** The totals from the count and amount (cents) of each status. */
export const dashboardTotals = (figures: readonly StatusFigure[]): Record<DashboardTotalKey, TotalFigure> => {
  const totals = {} as Record<DashboardTotalKey, TotalFigure>;
  for (const key of DASHBOARD_TOTAL_KEYS) {
    const statuses = DASHBOARD_TOTAL_STATUSES[key];
    const included = figures.filter((f) => statuses.includes(f.status));
    totals[key] = {
      count: included.reduce((sum, f) => sum + f.count, 0),
      amount: included.reduce((sum, f) => sum + f.amount, 0),
    };
  }
  return totals;
};

/** A share of a whole in whole percent, 0 without a whole. */
export const percentOf = (part: number, whole: number | null): number =>
  whole === null || whole <= 0 ? 0 : Math.round((part / whole) * 100);
