// Read access to the machine's per-step meta (slug, wizard step, hide flags, title) for the server and the views.
import { STEP_IDS, type StepId } from '../src/shared/domain/steps';
import { investmentFlowMachine } from './investment-flow.machine';
import type { StepMeta } from './investment-flow.types';

const metaByStep = new Map<StepId, StepMeta>(
  STEP_IDS.map((step) => {
    const node = investmentFlowMachine.root.states[step];
    if (!node?.meta) throw new Error(`The investment flow has no meta for ${step}`);
    return [step, node.meta as StepMeta];
  }),
);
const stepBySlug = new Map<string, StepId>([...metaByStep].map(([step, meta]) => [meta.slug, step]));

export const stepMeta = (step: StepId): StepMeta => metaByStep.get(step) as StepMeta;

export const stepForSlug = (slug: string): StepId | undefined => stepBySlug.get(slug);

export const stepDescription = (step: StepId): string => investmentFlowMachine.root.states[step]?.description ?? '';
