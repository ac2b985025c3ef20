// Which generated model paths the browser walks: the scenarios a new investor meets on the seeded funds, and among
// their shortest paths a small set that passes through every state those scenarios reach (greedy set cover), so
// every end screen and every step is walked at least once.
import type { FlowEvent } from '../../machines/investment-flow.types';
import { type FlowPath, generateAll, shortestPerStep, stepOfPath } from '../../model-tests/flow-paths';
import type { StepId } from '../../src/shared/domain/steps';

/** Scenario (model-tests/scenarios.ts title) → the seeded fund with that fund kind and portal type. */
export const SEEDED_FUND_OF_SCENARIO: Record<string, string> = {
  'promoted-interest venture fund · fullQcp · new investor': 'venture-fund-iv',
  'syndication with multiple assets collecting tax forms · fullQcp · new investor': 'syndication-multi-asset',
  'plain fund running identity checks · fundraiseEquity · new investor': 'growth-equity-raise',
  'plain fund · fundraiseBond · new investor': 'income-bond-2026',
  'plain fund · reservationPortal · new investor': 'seed-reservations',
};

/**
 * Events a walk of the seeded funds cannot produce: SIGNED comes from the e-signature (MID_CLOSING follows it;
 * signing.test.ts), and STEP_UNREACHABLE needs a transaction whose stored values no longer lead to its step
 * (ERROR_UNKNOWN; errors-unknown-step.test.ts changes them in the database).
 */
const NOT_IN_THE_BROWSER = new Set<FlowEvent['type']>(['SIGNED', 'STEP_UNREACHABLE']);

export type Walk = { fundSlug: string; scenario: string; path: FlowPath; steps: StepId[] };

const stepsOf = (path: FlowPath): StepId[] => path.steps.map((s) => s.state.value as StepId);

export const walkPlan = (): { walks: Walk[]; covered: Set<StepId>; unreachableInBrowser: StepId[] } => {
  const candidates: Walk[] = generateAll().flatMap(({ scenario, paths }) => {
    const fundSlug = SEEDED_FUND_OF_SCENARIO[scenario.title];
    if (!fundSlug) return [];
    return [...shortestPerStep(paths).values()]
      .filter((path) => path.steps.every((s) => !NOT_IN_THE_BROWSER.has((s.event as FlowEvent).type)))
      .map((path) => ({ fundSlug, scenario: scenario.title, path, steps: stepsOf(path) }));
  });
  const reachable = new Set(candidates.flatMap((c) => c.steps));
  const uncovered = new Set(reachable);
  const walks: Walk[] = [];
  while (uncovered.size > 0) {
    const gain = (walk: Walk) => new Set(walk.steps.filter((s) => uncovered.has(s))).size;
    const best = candidates.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a,
    );
    if (gain(best) === 0) break;
    walks.push(best);
    for (const step of best.steps) uncovered.delete(step);
  }
  const everywhere = new Set(generateAll().flatMap(({ paths }) => paths.map(stepOfPath)));
  return { walks, covered: reachable, unreachableInBrowser: [...everywhere].filter((s) => !reachable.has(s)) };
};
