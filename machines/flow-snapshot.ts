// Rehydrating the machine at a stored step: only { currentStep, values } is stored; the rest comes from the request.
import { type SnapshotFrom, transition } from 'xstate';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { investmentFlowMachine } from './investment-flow.machine';
import type { FlowEvent, FlowInput } from './investment-flow.types';

export type FlowSnapshot = SnapshotFrom<typeof investmentFlowMachine>;

/** What is stored per transaction between requests. */
export type FlowRecord = { currentStep: StepId; values: FlowValues };

/** Everything else the flow reads, loaded per request: the investor, the fund, its portal type and the time. */
export type FlowEnvironment = Omit<FlowInput, 'values'>;

export const snapshotAt = (record: FlowRecord, env: FlowEnvironment): FlowSnapshot =>
  investmentFlowMachine.resolveState({
    value: record.currentStep,
    context: { ...env, values: record.values, flash: null },
  });

export const stepOf = (snapshot: FlowSnapshot): StepId => snapshot.value as StepId;

/** The pure transition: no actor, no side effects. */
export const nextSnapshot = (snapshot: FlowSnapshot, event: FlowEvent): FlowSnapshot =>
  transition(investmentFlowMachine, snapshot, event)[0];
