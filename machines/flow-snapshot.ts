// Rehydrating the machine at a stored step: only { currentStep, values } is stored; the rest comes from the request.
import { type AnyActorScope, type AnyStateMachine, createActor, type SnapshotFrom } from 'xstate';
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

/**
 * The scope a pure transition runs in: an actor that is never started, whose actions are dropped (the flow's only
 * actions are assigns, which the transition applies to the context itself). xstate's `transition(logic, snapshot,
 * event)` builds such a scope, with a new actor and its initial snapshot, on every call, which cost six times the
 * transition itself (docs/performance.md); the machine invokes and spawns nothing, so one scope serves every call.
 */
const inertScope: AnyActorScope = (() => {
  // As xstate's own inert scope: an actor made without input, never started (its snapshot is never read).
  const self = createActor(investmentFlowMachine as AnyStateMachine);
  const ignore = (): void => undefined;
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: ignore,
    defer: ignore,
    emit: ignore,
    stopChild: ignore,
    actionExecutor: ignore,
  };
})();

/** The pure transition: no actor started, no side effects (as xstate's `transition`, without its per-call actor). */
export const nextSnapshot = (snapshot: FlowSnapshot, event: FlowEvent): FlowSnapshot =>
  investmentFlowMachine.transition(snapshot, event, inertScope);
