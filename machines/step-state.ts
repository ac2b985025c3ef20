// A step's state node as the machine holds it: its meta, description and the steps its transitions lead to. Scripts and tests read the machine itself;
// the server and the web app read the meta through step-meta.ts (the generated table of the same meta).
import type { StepId } from '../src/shared/domain/steps';
import { investmentFlowMachine } from './investment-flow.machine';
import type { StepMeta } from './investment-flow.types';

export const stepStateMeta = (step: StepId): StepMeta => {
  const meta = investmentFlowMachine.root.states[step]?.meta as StepMeta | undefined;
  if (!meta) throw new Error(`The investment flow has no meta for ${step}`);
  return meta;
};

export const stepDescription = (step: StepId): string => investmentFlowMachine.root.states[step]?.description ?? '';

/** Events the fund sends, not the investor: their targets are not where Next leads. */
const FUND_EVENTS = new Set(['CHANGE_REQUESTED']);

/** Where the step's own transitions lead (Next, Edit, signing), in the order the machine lists them. */
export const stepSuccessors = (step: StepId): StepId[] => {
  const targets = new Set<StepId>();
  for (const [eventType, transitions] of investmentFlowMachine.root.states[step]?.transitions ?? []) {
    if (FUND_EVENTS.has(eventType)) continue;
    for (const target of transitions.flatMap((transition) => transition.target ?? []))
      targets.add(target.key as StepId);
  }
  return [...targets];
};
