// Generated paths of the subscription lifecycle, shared by the machine's path tests (lifecycle-paths.test.ts) and the
// API's, which drives each one through the real routes: one shortest path to every distinct reachable snapshot.
import type { EventObject } from 'xstate';
import { type LifecycleSnapshot, stageOf } from '../machines/lifecycle-runner';
import { subscriptionLifecycleMachine } from '../machines/subscription-lifecycle.machine';
import type { SubscriptionLifecycleEvent } from '../machines/subscription-lifecycle.machine.types';
import type { LifecycleStage } from '../src/shared/domain/lifecycle';
import { type MachinePath, shortestPaths } from './graph';

export type LifecyclePath = MachinePath<typeof subscriptionLifecycleMachine>;

/** Every event the lifecycle handles, with the payloads that matter: a co-signer or none, a reason or none. */
export const LIFECYCLE_EVENTS: readonly SubscriptionLifecycleEvent[] = [
  { type: 'INVESTOR_SIGNED', coSigners: 0 },
  { type: 'INVESTOR_SIGNED', coSigners: 1 },
  { type: 'CO_SIGNER_SIGNED' },
  { type: 'APPROVE' },
  { type: 'REJECT' },
  { type: 'REQUEST_CHANGES' },
  { type: 'RESIGNED', coSigners: 0 },
  { type: 'RESIGNED', coSigners: 1 },
  { type: 'COUNTERSIGN' },
  { type: 'FUNDS_RECEIVED' },
  { type: 'COMPLETE' },
  { type: 'WITHDRAW', reason: 'Changed my mind.' },
  { type: 'WITHDRAW', reason: '' },
];

/** The guards read the signatures still to come and an open change request: with the stage, they identify a node. */
export const lifecyclePaths = (isScreeningCleared: boolean): LifecyclePath[] =>
  shortestPaths(subscriptionLifecycleMachine, {
    input: { isScreeningCleared },
    events: () => LIFECYCLE_EVENTS as EventObject[],
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.pendingSigners, snapshot.context.hasOpenChangeRequest]),
  });

export const LIFECYCLE_MACHINE_STAGES = Object.keys(subscriptionLifecycleMachine.root.states) as LifecycleStage[];

export const stageOfPath = (path: LifecyclePath): LifecycleStage => stageOf(path.state as LifecycleSnapshot);

/** The path's events in order, without the machine's start. */
export const pathEvents = (path: LifecyclePath): SubscriptionLifecycleEvent[] =>
  path.steps.slice(1).map((step) => step.event as SubscriptionLifecycleEvent);

/** An event as a path's title names it: its type, with its co-signers or its reason. */
export const lifecycleEventTitle = (event: SubscriptionLifecycleEvent): string =>
  'coSigners' in event
    ? `${event.type}(${event.coSigners})`
    : 'reason' in event
      ? `${event.type}(${JSON.stringify(event.reason)})`
      : event.type;

/** A path's title: its events, e.g. 'INVESTOR_SIGNED(1) → CO_SIGNER_SIGNED → APPROVE'. */
export const lifecyclePathTitle = (path: LifecyclePath): string =>
  pathEvents(path).map(lifecycleEventTitle).join(' → ') || 'start';
