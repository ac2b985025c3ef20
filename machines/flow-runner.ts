// The flow as a server runs it: rehydrate at the stored step, validate the step's values with its schema, take the
// pure transition, return the new { currentStep, values }. The server stores nothing else between requests.
import { LOCKED_FIELD } from '../src/shared/domain/field-locks';
import { validExistingAccounts } from '../src/shared/domain/flow-rules';
import type { FlowValues } from '../src/shared/domain/flow-values';
import { type FormStepId, isTerminalStep, type StepId } from '../src/shared/domain/steps';
import { stepFields, validateStep } from '../src/shared/schemas/step-schemas';
import { type FlowEnvironment, type FlowRecord, nextSnapshot, snapshotAt, stepOf } from './flow-snapshot';
import type { FlowEvent } from './investment-flow.types';
import { firstMissingStep } from './validation-walk';

export type { FlowEnvironment, FlowRecord } from './flow-snapshot';

export type SubmitOutcome =
  | { kind: 'advanced'; record: FlowRecord; flash: string | null }
  /** 400: field messages from the step's schema. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /** The current step takes no submission (an end screen, or signing, which only the signature completes). */
  | { kind: 'refused'; message: string };

export const NOT_PART_OF_STEP = 'This field is not part of this step.';
export const UNKNOWN_ACCOUNT = 'Please choose one of your accounts.';
const INVALID = 'Please correct the highlighted fields.';

/** Fields the request carries that the current step does not own (the server refuses them). */
export const foreignFields = (step: FormStepId, submitted: Record<string, unknown>): string[] => {
  const owned = new Set<string>(stepFields(step));
  return Object.keys(submitted).filter((key) => !owned.has(key));
};

const eventFor = (record: FlowRecord, env: FlowEnvironment, values: Partial<FlowValues>): FlowEvent => {
  if (record.currentStep !== 'CONFIRM_MOI') return { type: 'SUBMIT', values };
  if (values.isMoiEditModeSelected) return { type: 'EDIT' };
  return { type: 'SUBMIT', values, missingStep: firstMissingStep({ ...record.values, ...values }, env) };
};

/** Whether a field is read-only here (docs/spec.md §2 display rules: shared/domain/field-locks.ts); none when omitted. */
export type IsLocked = (path: keyof FlowValues) => boolean;

/** Same value, whatever the order of an object's keys (a stored address against a cast one). */
const isSameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
};

/** The submitted fields that are read-only and would change: the server holds the page's locks too. */
const lockedChanges = (
  stored: FlowValues,
  cast: Partial<FlowValues>,
  submitted: Record<string, unknown>,
  isLocked: IsLocked,
): Record<string, string> => {
  const changed = Object.keys(submitted).filter((key) => {
    const path = key as keyof FlowValues;
    return isLocked(path) && !isSameValue(cast[path], stored[path]);
  });
  return Object.fromEntries(changed.map((key) => [key, LOCKED_FIELD]));
};

/** Next on the current step (docs/spec.md §4 transition table, docs/spec.md §5 validation, docs/spec.md §2 read-only fields). */
export const submitStep = async (
  record: FlowRecord,
  env: FlowEnvironment,
  submitted: Record<string, unknown>,
  isLocked: IsLocked = () => false,
): Promise<SubmitOutcome> => {
  const step = record.currentStep;
  if (isTerminalStep(step)) return { kind: 'refused', message: 'This investment has no further steps.' };
  if (step === 'DOCUMENT_SIGNED') {
    return { kind: 'refused', message: 'Please sign the subscription agreement to continue.' };
  }
  const foreign = foreignFields(step, submitted);
  if (foreign.length > 0) {
    return { kind: 'invalid', message: INVALID, fields: Object.fromEntries(foreign.map((f) => [f, NOT_PART_OF_STEP])) };
  }
  const checked = await validateStep(step, { ...record.values, ...submitted });
  if (!checked.ok) return { kind: 'invalid', message: INVALID, fields: checked.fields };
  const values = checked.values as Partial<FlowValues>;
  const locked = lockedChanges(record.values, values, submitted, isLocked);
  if (Object.keys(locked).length > 0) return { kind: 'invalid', message: INVALID, fields: locked };
  if (step === 'SELECT_MOI' && values.accountIntegrationId) {
    const isOwnValidAccount = validExistingAccounts(env.investor).some(
      (a) => a.integrationId === values.accountIntegrationId,
    );
    if (!isOwnValidAccount)
      return { kind: 'invalid', message: INVALID, fields: { accountIntegrationId: UNKNOWN_ACCOUNT } };
  }
  const snapshot = snapshotAt(record, env);
  const event = eventFor(record, env, values);
  const next = nextSnapshot(snapshot, event);
  if (event.type === 'SUBMIT' && event.missingStep && stepOf(next) !== event.missingStep) {
    throw new Error(`CONFIRM_MOI has no transition to the missing step ${event.missingStep}`);
  }
  if (stepOf(next) === step) return { kind: 'invalid', message: 'This choice is not available here.', fields: {} };
  return {
    kind: 'advanced',
    record: { currentStep: stepOf(next), values: next.context.values },
    flash: next.context.flash,
  };
};

/** The signature service completed the investor's signature on DOCUMENT_SIGNED. */
export const markSigned = (record: FlowRecord, env: FlowEnvironment): FlowRecord => {
  const next = nextSnapshot(snapshotAt(record, env), { type: 'SIGNED' });
  return { currentStep: stepOf(next), values: next.context.values };
};

export const CHANGE_NOT_POSSIBLE = 'This investment cannot be sent back to that step.';

/**
 * The fund's change request (docs/admin.md 'Change requests'): the machine's CHANGE_REQUESTED event from the signed
 * step, to signing or to the earliest step to change. The stored values stay; the machine computes the new step.
 */
export const requestChange = (
  record: FlowRecord,
  env: FlowEnvironment,
  step: StepId,
): { kind: 'sentBack'; record: FlowRecord } | { kind: 'refused'; message: string } => {
  const next = nextSnapshot(snapshotAt(record, env), { type: 'CHANGE_REQUESTED', step });
  if (stepOf(next) !== step) return { kind: 'refused', message: CHANGE_NOT_POSSIBLE };
  return { kind: 'sentBack', record: { currentStep: stepOf(next), values: next.context.values } };
};
