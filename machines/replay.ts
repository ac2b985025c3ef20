// docs/spec.md §4 'Previous button': recompute the step before the current one by replaying the flow from INITIAL.
import type { FlowValues } from '../src/shared/domain/flow-values';
import { isTerminalStep, type StepId } from '../src/shared/domain/steps';
import {
  type FlowEnvironment,
  type FlowRecord,
  type FlowSnapshot,
  nextSnapshot,
  snapshotAt,
  stepOf,
} from './flow-snapshot';
import { replayEvent } from './validation-walk';

const MAX_STEPS = 64;

export const PREVIOUS_STEP_FAILED = "Something's not right. Please try again.";

export type PreviousOutcome =
  /** The earlier step, saved as the current step. */
  | { kind: 'step'; record: FlowRecord }
  /** The previous step is INITIAL: the investor leaves the flow to the fund's data room. */
  | { kind: 'leave' }
  /** The current step cannot be reached with the stored values: the flow falls to ERROR_UNKNOWN, saved and shown. */
  | { kind: 'unreachable'; record: FlowRecord; message: string };

/** The steps the stored values lead through, from `start` until `until` (included) or the end of the flow. */
const replayFrom = (start: FlowSnapshot, values: FlowValues, until: StepId): StepId[] => {
  const steps: StepId[] = [];
  let snapshot = start;
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = stepOf(snapshot);
    steps.push(step);
    if (step === until || isTerminalStep(step) || step === 'DOCUMENT_SIGNED') return steps;
    const next = nextSnapshot(snapshot, replayEvent(snapshot, values));
    if (stepOf(next) === step) return steps;
    snapshot = next;
  }
  return steps;
};

/** The replay from INITIAL. */
export const replaySteps = (values: FlowValues, env: FlowEnvironment, until: StepId): StepId[] =>
  replayFrom(snapshotAt({ currentStep: 'INITIAL', values }, env), values, until);

/**
 * The replay that continues after CONFIRM_MOI through the account's own steps (as Edit would, with no other account
 * to reuse): the route an investor sent from CONFIRM_MOI to a missing step goes on along.
 */
const replayThroughAccount = (values: FlowValues, env: FlowEnvironment, until: StepId): StepId[] => {
  const isolated: FlowEnvironment = { ...env, investor: { ...env.investor, accounts: [], transactions: [] } };
  const editStart = nextSnapshot(snapshotAt({ currentStep: 'CONFIRM_MOI', values }, isolated), { type: 'EDIT' });
  return replayFrom(editStart, { ...values, isMoiEditModeSelected: false }, until);
};

const stepsUntil = (record: FlowRecord, env: FlowEnvironment): StepId[] | null => {
  const plain = replaySteps(record.values, env, record.currentStep);
  if (plain.includes(record.currentStep)) return plain;
  const confirmAt = plain.indexOf('CONFIRM_MOI');
  if (confirmAt < 0) return null;
  const viaAccount = [
    ...plain.slice(0, confirmAt + 1),
    ...replayThroughAccount(record.values, env, record.currentStep),
  ];
  return viaAccount.includes(record.currentStep) ? viaAccount : null;
};

/** Whether the stored answers still lead to the stored step, by the replay Previous runs. */
export const isStepOnRoute = (record: FlowRecord, env: FlowEnvironment): boolean => stepsUntil(record, env) !== null;

export const previousStep = (record: FlowRecord, env: FlowEnvironment): PreviousOutcome => {
  // From ERROR_UNKNOWN the flow restarts at INITIAL, with the answers kept (its 'Start again' is this Previous).
  if (record.currentStep === 'ERROR_UNKNOWN') {
    return { kind: 'step', record: { currentStep: 'INITIAL', values: record.values } };
  }
  const steps = stepsUntil(record, env);
  if (steps === null) {
    // The machine's STEP_UNREACHABLE edge: ERROR_UNKNOWN is saved and shown; from there the flow restarts at INITIAL.
    const failed = nextSnapshot(snapshotAt(record, env), { type: 'STEP_UNREACHABLE' });
    if (stepOf(failed) !== 'ERROR_UNKNOWN') throw new Error('The investment flow lost its ERROR_UNKNOWN edge');
    return {
      kind: 'unreachable',
      record: { currentStep: 'ERROR_UNKNOWN', values: record.values },
      message: PREVIOUS_STEP_FAILED,
    };
  }
  const previous = steps[steps.lastIndexOf(record.currentStep) - 1];
  if (previous === undefined || previous === 'INITIAL') return { kind: 'leave' };
  return { kind: 'step', record: { currentStep: previous, values: record.values } };
};

/**
 * The steps a signed investment's answers went through, in order, up to signing: the plain replay from INITIAL and,
 * when an existing account was confirmed, the account's own steps as Edit would walk them (docs/admin.md 'Change
 * requests': the answers an admin may mark, and which of the marked steps comes first).
 */
export const answerRoute = (values: FlowValues, env: FlowEnvironment): StepId[] => {
  const plain = replaySteps(values, env, 'DOCUMENT_SIGNED');
  const confirmAt = plain.indexOf('CONFIRM_MOI');
  if (confirmAt < 0) return plain;
  const throughAccount = replayThroughAccount(values, env, 'DOCUMENT_SIGNED');
  return [...new Set([...plain.slice(0, confirmAt + 1), ...throughAccount, ...plain.slice(confirmAt + 1)])];
};
