// docs/spec.md §4 'Validation walk': advance with the stored values, stopping at the first step whose data is invalid. The
// product walks where docs/spec.md §4 needs it: CONFIRM_MOI's validity check, from the chosen account's tax-id step to signing
// (firstMissingStep), and resuming a subscription whose stored step its answers no longer reach, from INITIAL
// (walkFromInitial, machines/resume.ts).

import type { FlowValues } from '../src/shared/domain/flow-values';
import { isTerminalStep, type StepId } from '../src/shared/domain/steps';
import { isStepValidSync } from '../src/shared/schemas/step-validity';
import { type FlowEnvironment, type FlowSnapshot, nextSnapshot, snapshotAt, stepOf } from './flow-snapshot';
import type { FlowEvent } from './investment-flow.types';

/** A flow never has more steps than this; a longer walk is a loop. */
const MAX_STEPS = 64;

/** The steps the validity check ends at: signing, and the fund's own steps before it. */
const ASKED_ANEW: ReadonlySet<StepId> = new Set([
  'DOCUMENT_SIGNED',
  'TAX_FORM',
  'IDENTITY_DETAILS',
  'BENEFICIAL_OWNERS',
]);

export type WalkResult =
  /** Every step up to DOCUMENT_SIGNED (or the tax form or identity checks before it) holds valid data. */
  | { kind: 'complete'; steps: StepId[] }
  /** The first step whose data is invalid (or whose answer ends the flow). */
  | { kind: 'stopped'; at: StepId; steps: StepId[] };

/** The event that replays a step with stored values (CONFIRM_MOI's Edit is part of the stored values). */
export const replayEvent = (snapshot: FlowSnapshot, values: FlowValues): FlowEvent => {
  const step = stepOf(snapshot);
  if (step === 'CONFIRM_MOI' && values.isMoiEditModeSelected) return { type: 'EDIT' };
  if (step === 'CONFIRM_MOI')
    return { type: 'SUBMIT', values, missingStep: firstMissingStep(values, snapshot.context) };
  return { type: 'SUBMIT', values };
};

/** Which values a step is checked and replayed with: the stored ones, or the ones the walk itself carries along. */
type ValuesAt = (snapshot: FlowSnapshot) => FlowValues;

const walkFrom = (start: FlowSnapshot, valuesAt: ValuesAt): WalkResult => {
  const steps: StepId[] = [];
  let snapshot = start;
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = stepOf(snapshot);
    const values = valuesAt(snapshot);
    steps.push(step);
    // The tax form and the identity checks are asked of every subscription anew (they are the fund's, not the
    // account's): the check ends at the first of them.
    if (ASKED_ANEW.has(step)) return { kind: 'complete', steps };
    if (isTerminalStep(step)) return { kind: 'stopped', at: steps[steps.length - 2] ?? step, steps };
    if (!isStepValidSync(step, values)) return { kind: 'stopped', at: step, steps };
    const next = nextSnapshot(snapshot, replayEvent(snapshot, values));
    if (stepOf(next) === step) return { kind: 'stopped', at: step, steps };
    snapshot = next;
  }
  throw new Error(`The validation walk did not end within ${MAX_STEPS} steps: ${steps.join(' → ')}`);
};

/** The walk from INITIAL with the stored values, each step checked and replayed with them (as Previous replays). */
export const walkFromInitial = (values: FlowValues, env: FlowEnvironment): WalkResult =>
  walkFrom(snapshotAt({ currentStep: 'INITIAL', values }, env), () => values);

/**
 * CONFIRM_MOI's validity check: walk the chosen account's data from its tax-id step (as Edit would) with no other
 * accounts to reuse, and report the first step that is missing, or null when everything up to signing is valid.
 */
export const firstMissingStep = (values: FlowValues, env: FlowEnvironment): StepId | null => {
  const isolated: FlowEnvironment = { ...env, investor: { ...env.investor, accounts: [], transactions: [] } };
  const atConfirm = snapshotAt({ currentStep: 'CONFIRM_MOI', values }, isolated);
  const editStart = nextSnapshot(atConfirm, { type: 'EDIT' });
  // The account's own data, with the prefills of the steps it passes (custodian, investment address).
  const result = walkFrom(editStart, (snapshot) => ({ ...snapshot.context.values, isMoiEditModeSelected: false }));
  return result.kind === 'complete' ? null : result.at;
};
