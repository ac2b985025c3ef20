// A fund's dashboard and funnel (docs/admin.md 'Fund dashboard', 'Funnel'): the figures the database counts, put in
// the one status vocabulary and on the machine's own graph.
import type {
  DashboardQuery,
  FundDashboardAnswer,
  FundDeadline,
  FundFunnelAnswer,
  FunnelQuery,
  FunnelStageFigure,
} from '../../../../shared/api/admin-fund-operations';
import type { Fund, FundPortalSettings } from '../../../../shared/domain/entities';
import { dashboardTotals } from '../../../../shared/domain/fund-dashboard';
import { parseFundDate } from '../../../../shared/domain/fund-state';
import { INVESTMENT_STATUS_KINDS } from '../../../../shared/domain/investment-status';
import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES } from '../../../../shared/domain/lifecycle';
import { FUNNEL_DEFAULT_IDLE_DAYS, funnelRangeErrors } from '../../../../shared/schemas/admin/funnel-range.schema';
import { HttpError } from '../../../http-error';
import { findFund } from '../../funds/public-api';
import type { AdminDeps } from '../admin-deps';
import { FUND_NOT_FOUND } from '../fund-settings/fund-admin';
import { easternDayOf, easternDayRange, shiftDay } from './eastern-days';
import { flowGraph } from './flow-graph';
import type { FundDashboardRepository } from './fund-dashboard-repository';
import type { FundFunnelRepository, StageFigures } from './fund-funnel-repository';

export type FundOperationsDeps = AdminDeps & { dashboard: FundDashboardRepository; funnel: FundFunnelRepository };

export const RANGE_INVALID = 'Please check the dates.';
export const DASHBOARD_DEFAULT_DAYS = 30;
export const FUNNEL_DEFAULT_DAYS = 90;

const DAY_MS = 86_400_000;

/** The range asked for, or the `days` days up to today (Eastern); 400 with the form's messages when it is wrong. */
const rangeOf = (deps: AdminDeps, query: FunnelQuery, days: number) => {
  const to = query.to ?? easternDayOf(deps.now());
  const input = {
    from: query.from ?? shiftDay(to, 1 - days),
    to,
    idleDays: query.idleDays ?? String(FUNNEL_DEFAULT_IDLE_DAYS),
  };
  const fields = funnelRangeErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, RANGE_INVALID, { fields });
  return { ...easternDayRange(input.from, input.to), idleDays: Number(input.idleDays) };
};

const requireFund = async (deps: AdminDeps, slug: string) => {
  const found = await findFund(deps.db, slug);
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  return found;
};

const instant = (text: string | null): string | null => parseFundDate(text)?.toISOString() ?? null;

/** The closing's dates, in the order a closing runs. */
const deadlinesOf = (fund: Fund, settings: FundPortalSettings): FundDeadline[] => [
  { label: 'Subscriptions open', at: instant(settings.startDatetime) },
  { label: 'Commitment deadline', at: instant(fund.commitmentDeadline) },
  { label: 'Initial close', at: instant(fund.initialCloseDate) },
  { label: 'Subscriptions close', at: instant(settings.endDatetime) },
  { label: 'Final subscription agreement deadline', at: instant(fund.finalSubscriptionAgreementDeadline) },
  { label: 'Fund closes', at: instant(fund.closeDate ?? settings.closeDatetime) },
];

export const fundDashboard = async (
  deps: FundOperationsDeps,
  slug: string,
  query: DashboardQuery,
): Promise<FundDashboardAnswer> => {
  const range = rangeOf(deps, query, DASHBOARD_DEFAULT_DAYS);
  const { fund, portalSettings } = await requireFund(deps, slug);
  const [byStatus, days] = await Promise.all([deps.dashboard.byStatus(slug), deps.dashboard.byDay(slug, range)]);
  const statuses = INVESTMENT_STATUS_KINDS.map(
    (status) => byStatus.find((row) => row.status === status) ?? { status, count: 0, amount: 0 },
  );
  return {
    fund: {
      slug: fund.slug,
      name: fund.name,
      targetAmount: fund.targetAmount,
      minimumInvestmentAmount: fund.minimumInvestmentAmount,
      maximumInvestmentAmount: fund.maximumInvestmentAmount,
      fundMaxExceeded: fund.fundMaxExceeded,
    },
    subscriptions: statuses.reduce((sum, s) => sum + s.count, 0),
    statuses,
    totals: dashboardTotals(statuses),
    deadlines: deadlinesOf(fund, portalSettings),
    daily: { from: range.firstDay, to: range.lastDay, days },
  };
};

/** Who reached each stage: those whose furthest stage is that one or a later one. */
const stageFigures = ({ byRank }: StageFigures): FunnelStageFigure[] =>
  FUNNEL_STAGES.map((stage, rank) => {
    const later = byRank.slice(rank);
    return {
      stage,
      label: FUNNEL_STAGE_LABELS[stage],
      count: later.reduce((sum, r) => sum + r.count, 0),
      amount: later.reduce((sum, r) => sum + r.amount, 0),
    };
  });

export const fundFunnel = async (
  deps: FundOperationsDeps,
  slug: string,
  query: FunnelQuery,
): Promise<FundFunnelAnswer> => {
  const range = rangeOf(deps, query, FUNNEL_DEFAULT_DAYS);
  const { fund } = await requireFund(deps, slug);
  const idleSince = new Date(deps.now().getTime() - range.idleDays * DAY_MS);
  const funnelRange = {
    fundSlug: slug,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    from: range.from,
    until: range.until,
    idleSince,
  };
  const [{ rows, mediansAreEstimates }, reached] = await Promise.all([
    deps.funnel.figures(funnelRange),
    deps.funnel.stages(funnelRange),
  ]);
  const graph = flowGraph();
  const stateRow = (id: string) => rows.find((r) => r.kind === 'state' && r.step === id);
  const restRow = (id: string) => rows.find((r) => r.kind === 'rest' && r.step === id);
  const states = graph.states.map((state) => {
    const rest = restRow(state.id);
    return {
      ...state,
      entered: stateRow(state.id)?.n ?? 0,
      restingNow: rest?.n ?? 0,
      abandoned: state.isFinal ? 0 : (rest?.idle ?? 0),
      medianSeconds: stateRow(state.id)?.median ?? null,
    };
  });
  const taken = (from: string, to: string) =>
    rows.find((r) => r.kind === 'edge' && r.step === from && r.toStep === to)?.n ?? 0;
  const isEdge = (from: string | null, to: string | null) => graph.edges.some((e) => e.from === from && e.to === to);
  return {
    fund: { slug: fund.slug, name: fund.name },
    range: { from: range.firstDay, to: range.lastDay, idleDays: range.idleDays },
    subscriptions: rows.find((r) => r.kind === 'cohort')?.n ?? 0,
    mediansAreEstimates,
    states,
    edges: graph.edges.map((edge) => ({ ...edge, taken: taken(edge.from, edge.to) })),
    otherMoves: rows
      .filter((r) => r.kind === 'edge' && !isEdge(r.step, r.toStep))
      .map((r) => ({ from: r.step ?? '', to: r.toStep ?? '', taken: r.n }))
      .sort((a, b) => b.taken - a.taken || a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
    exits: {
      endScreens: states.filter((s) => s.isFinal).map((s) => ({ id: s.id, title: s.title, count: s.restingNow })),
      abandoned: states.reduce((sum, s) => sum + s.abandoned, 0),
    },
    stages: stageFigures(reached),
    stageExits: { declined: reached.declined, withdrawn: reached.withdrawn },
  };
};
