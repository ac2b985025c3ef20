// Generated paths of the investment flow, per scenario: one shortest path to every distinct reachable snapshot.

import type { FlowSnapshot } from '../machines/flow-snapshot';
import { investmentFlowMachine } from '../machines/investment-flow.machine';
import { valuesFromProfile } from '../src/shared/domain/account-values';
import type { StepId } from '../src/shared/domain/steps';
import { flowEvents } from './drivers/flow-events';
import { type MachinePath, shortestPaths } from './graph';
import { type Scenario, scenarios } from './scenarios';

export type FlowPath = MachinePath<typeof investmentFlowMachine>;
export type ScenarioPaths = { scenario: Scenario; paths: FlowPath[] };

/** Within one scenario only the values and the flash vary, so they and the step identify a node. */
const serializeState = (snapshot: FlowSnapshot): string =>
  JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.flash]);

export const pathsFor = (scenario: Scenario): FlowPath[] =>
  shortestPaths(investmentFlowMachine, {
    input: { ...scenario.env, values: valuesFromProfile(scenario.env.investor) },
    events: flowEvents,
    serializeState,
  });

export const generateAll = (): ScenarioPaths[] =>
  scenarios.map((scenario) => ({ scenario, paths: pathsFor(scenario) }));

export const stepOfPath = (path: FlowPath): StepId => path.state.value as StepId;

/** A path the investor walks alone, without the fund's change request. */
export const isForwardPath = (path: FlowPath): boolean =>
  path.steps.every((step) => step.event.type !== 'CHANGE_REQUESTED');

/** The shortest path to each step reached in a scenario. */
export const shortestPerStep = (paths: FlowPath[]): Map<StepId, FlowPath> => {
  const best = new Map<StepId, FlowPath>();
  for (const path of paths) {
    const step = stepOfPath(path);
    const known = best.get(step);
    if (!known || path.weight < known.weight) best.set(step, path);
  }
  return best;
};

const describeEvent = (event: { type: string; values?: Record<string, unknown> }): string => {
  if (event.type !== 'SUBMIT') return ` [${event.type}]`;
  const shown = Object.entries(event.values ?? {})
    .filter(([key]) =>
      [
        'methodOfInvestment',
        'isGlobalInvestor',
        'iraCustodian',
        'maritalStatus',
        'accreditation',
        'accountIntegrationId',
        'disregardedEntity',
        'secondarySsn',
        'isPoliticallyExposed',
        'secondaryIsPoliticallyExposed',
        'beneficialOwnerCount',
      ].includes(key),
    )
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  const residence = (event.values?.residenceAddress as { state?: string; country?: string } | undefined) ?? undefined;
  if (residence) shown.push(`residence=${residence.state || residence.country}`);
  const secondary = event.values?.secondaryAddress as { state?: string } | undefined;
  if (secondary) shown.push(`secondary=${secondary.state}`);
  return shown.length > 0 ? `(${shown.join(', ')})` : '';
};

/** 'INITIAL → INTL_INVESTOR(isGlobalInvestor=false) → …': each step with the answer that led to it. */
export const pathTitle = (path: FlowPath): string =>
  path.steps
    .map((step, i) => {
      const state = String(step.state.value);
      const next = path.steps[i + 1];
      return next ? `${state}${describeEvent(next.event as never)}` : state;
    })
    .join(' → ');
