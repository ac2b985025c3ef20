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

/** Where the step's own transitions lead (Next, Edit, signing), in the order the machine lists them. */
export const stepSuccessors = (step: StepId): StepId[] => {
  const targets = new Set<StepId>();
  for (const transitions of investmentFlowMachine.root.states[step]?.transitions.values() ?? []) {
    for (const target of transitions.flatMap((transition) => transition.target ?? []))
      targets.add(target.key as StepId);
  }
  return [...targets];
};
