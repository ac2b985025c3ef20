// SPEC §4 'Previous button': recompute the step before the current one by replaying the flow from INITIAL.
import type { FlowValues } from '../src/shared/domain/flow-values';
import { isTerminalStep, type StepId } from '../src/shared/domain/steps';
import { type FlowEnvironment, type FlowRecord, nextSnapshot, snapshotAt, stepOf } from './flow-snapshot';
import { replayEvent } from './validation-walk';

const MAX_STEPS = 64;

export const PREVIOUS_STEP_FAILED = "Something's not right. Please try again.";

export type PreviousOutcome =
  /** The earlier step, saved as the current step. */
  | { kind: 'step'; record: FlowRecord }
  /** The previous step is INITIAL: the investor leaves the flow to the fund's data room. */
  | { kind: 'leave' }
  /** The current step cannot be reached with the stored values: ERROR_UNKNOWN, then a restart at INITIAL. */
  | { kind: 'unreachable'; record: FlowRecord; message: string };

/**
 * The steps the stored values lead through, from INITIAL until `until` (included) or the end of the flow.
 * With `editAtConfirm`, CONFIRM_MOI is replayed as Edit: the route through the account's own steps, which an
 * investor sent from CONFIRM_MOI to a missing step continues on.
 */
export const replaySteps = (
  values: FlowValues,
  env: FlowEnvironment,
  until: StepId,
  { editAtConfirm = false } = {},
): StepId[] => {
  const replayed = editAtConfirm ? { ...values, isMoiEditModeSelected: true } : values;
  const steps: StepId[] = [];
  let snapshot = snapshotAt({ currentStep: 'INITIAL', values: replayed }, env);
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = stepOf(snapshot);
    steps.push(step);
    if (step === until || isTerminalStep(step) || step === 'DOCUMENT_SIGNED') return steps;
    const next = nextSnapshot(snapshot, replayEvent(snapshot, replayed));
    if (stepOf(next) === step) return steps;
    snapshot = next;
  }
  return steps;
};

const stepsUntil = (record: FlowRecord, env: FlowEnvironment): StepId[] | null => {
  const plain = replaySteps(record.values, env, record.currentStep);
  if (plain.includes(record.currentStep)) return plain;
  if (!plain.includes('CONFIRM_MOI')) return null;
  const viaEdit = replaySteps(record.values, env, record.currentStep, { editAtConfirm: true });
  return viaEdit.includes(record.currentStep) ? viaEdit : null;
};

export const previousStep = (record: FlowRecord, env: FlowEnvironment): PreviousOutcome => {
  const steps = stepsUntil(record, env);
  if (steps === null) {
    // The machine's STEP_UNREACHABLE edge: ERROR_UNKNOWN is shown, and the transaction restarts at INITIAL.
    const failed = nextSnapshot(snapshotAt(record, env), { type: 'STEP_UNREACHABLE' });
    if (stepOf(failed) !== 'ERROR_UNKNOWN') throw new Error('The investment flow lost its ERROR_UNKNOWN edge');
    return {
      kind: 'unreachable',
      record: { currentStep: 'INITIAL', values: record.values },
      message: PREVIOUS_STEP_FAILED,
    };
  }
  const previous = steps[steps.lastIndexOf(record.currentStep) - 1];
  if (previous === undefined || previous === 'INITIAL') return { kind: 'leave' };
  return { kind: 'step', record: { currentStep: previous, values: record.values } };
};
