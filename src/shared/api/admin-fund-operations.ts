// Back-office fund operations (docs/admin.md 'Fund dashboard' and 'Funnel'): a fund's totals by status and by day,
// and its subscriptions drawn on the investment-flow machine's own graph.
import type { DashboardTotalKey, StatusFigure, TotalFigure } from '../domain/fund-dashboard';
import type { FunnelStage } from '../domain/lifecycle';

/** A calendar day in US Eastern time, YYYY-MM-DD. */
export type EasternDay = string;

export type DashboardDay = {
  day: EasternDay;
  /** Subscriptions started that day (an amount committed on the fund page) and their amount in cents. */
  commitments: number;
  commitmentAmount: number;
  /** Agreements signed by every signer that day and their amount in cents. */
  signatures: number;
  signedAmount: number;
};

export type FundDeadline = {
  label: string;
  /** The instant (the fund's date read in US Eastern time); null when the fund has none. */
  at: string | null;
};

export type FundDashboardAnswer = {
  fund: {
    slug: string;
    name: string;
    /** Cents. */
    targetAmount: number | null;
    minimumInvestmentAmount: number;
    maximumInvestmentAmount: number | null;
    fundMaxExceeded: boolean;
  };
  /** Every subscription of the fund. */
  subscriptions: number;
  /** Every status of the vocabulary, in its order, with zeros. */
  statuses: StatusFigure[];
  totals: Record<DashboardTotalKey, TotalFigure>;
  deadlines: FundDeadline[];
  /** Every day of the range, oldest first, days without anything included. */
  daily: { from: EasternDay; to: EasternDay; days: DashboardDay[] };
};

export type DashboardQuery = { from?: EasternDay; to?: EasternDay };
export type FunnelQuery = { from?: EasternDay; to?: EasternDay; idleDays?: string };

export type FunnelState = {
  /** The machine's state id (the step id). */
  id: string;
  title: string;
  /** An end screen (a final state of the machine). */
  isFinal: boolean;
  /** Column of the drawing: the fewest transitions from INITIAL; row within it. */
  layer: number;
  row: number;
  /** Subscriptions of the range that were ever at this state. */
  entered: number;
  /** Of them, at this state now. */
  restingNow: number;
  /** Of those resting, with no change for the idle days (never at an end screen). */
  abandoned: number;
  /** Median time of a stay that ended, in seconds; null without one. */
  medianSeconds: number | null;
};

export type FunnelEdge = {
  from: string;
  to: string;
  /** The machine's event names on this edge ('SUBMIT', 'EDIT', 'SIGNED'). */
  events: string[];
  /** Moves the subscriptions of the range made along it. */
  taken: number;
};

export type FunnelMove = { from: string; to: string; taken: number };

/** Subscriptions of the range that reached a lifecycle stage (or later), with their commitments in cents. */
export type FunnelStageFigure = { stage: FunnelStage; label: string; count: number; amount: number };

export type FundFunnelAnswer = {
  fund: { slug: string; name: string };
  range: { from: EasternDay; to: EasternDay; idleDays: number };
  /** Subscriptions started in the range (US Eastern days). */
  subscriptions: number;
  /** The medians are read from stay lengths counted in buckets (within 3.5 %): the range holds over 50,000 stays. */
  mediansAreEstimates: boolean;
  states: FunnelState[];
  edges: FunnelEdge[];
  /** Moves not on the machine's graph: Previous, and steps the flow sent back to. */
  otherMoves: FunnelMove[];
  /** Where they left: resting at each end screen, and abandoned anywhere else. */
  exits: { endScreens: { id: string; title: string; count: number }[]; abandoned: number };
  /** The lifecycle's stages in order, each with who reached it; then the two exits after the wizard. */
  stages: FunnelStageFigure[];
  stageExits: { declined: TotalFigure; withdrawn: TotalFigure };
};
