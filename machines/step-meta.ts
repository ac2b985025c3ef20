// Read access to the steps' meta (slug, wizard step, hide flags, title) and successors for the server and the views.
// Both are written in the machine; this reads the tables generated from it (step-meta-table.ts), which need neither
// the machine nor xstate, so a step page stays small (docs/performance.md).
import { STEP_IDS, type StepId } from '../src/shared/domain/steps';
import type { StepMeta } from './investment-flow.types';
import { STEP_META_TABLE, STEP_SUCCESSORS } from './step-meta-table';

const stepBySlug = new Map<string, StepId>(STEP_IDS.map((step) => [STEP_META_TABLE[step].slug, step]));

export const stepMeta = (step: StepId): StepMeta => STEP_META_TABLE[step];

export const stepForSlug = (slug: string): StepId | undefined => stepBySlug.get(slug);

/** Where the step's transitions can lead (Next, Edit, signing); which one, only the server decides. */
export const successorsOf = (step: StepId): readonly StepId[] => STEP_SUCCESSORS[step];
