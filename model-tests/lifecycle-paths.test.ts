// Paths over the subscription lifecycle machine from the graph API: every stage is reached; along every path the
// approval comes only after every signature with no change request open, and the wire instructions show only from
// the approval on; with the identity checks not cleared, no path reaches an approval.
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type LifecycleSnapshot, offeredDecisions, stageOf, tryLifecycleEvent } from '../machines/lifecycle-runner';
import { subscriptionLifecycleMachine } from '../machines/subscription-lifecycle.machine';
import type { SubscriptionLifecycleEvent } from '../machines/subscription-lifecycle.machine.types';
import { type LifecycleStage, showsWireInstructions } from '../src/shared/domain/lifecycle';
import { shortestPaths } from './graph';

const EVENTS: SubscriptionLifecycleEvent[] = [
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

const pathsFor = (isScreeningCleared: boolean) =>
  shortestPaths(subscriptionLifecycleMachine, {
    input: { isScreeningCleared },
    events: () => EVENTS as EventObject[],
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.pendingSigners, snapshot.context.hasOpenChangeRequest]),
  });

const ALL_STAGES = Object.keys(subscriptionLifecycleMachine.root.states) as LifecycleStage[];
const stagesOf = (paths: ReturnType<typeof pathsFor>) => new Set(paths.map((path) => stageOf(path.state)));

describe('paths over the subscription lifecycle', () => {
  const paths = pathsFor(true);

  it('reach every stage', () => {
    expect([...stagesOf(paths)].sort()).toEqual([...ALL_STAGES].sort());
  });

  it('approve only what everyone signed with no change request open, and show wire instructions only from then on', () => {
    for (const path of paths) {
      let hasApproval = false;
      for (const [index, step] of path.steps.entries()) {
        const before = path.steps[index - 1]?.state as LifecycleSnapshot | undefined;
        if (step.event.type === 'APPROVE') {
          expect(before?.context.pendingSigners).toBe(0);
          expect(before?.context.hasOpenChangeRequest).toBe(false);
          hasApproval = true;
        }
        if (step.event.type === 'REQUEST_CHANGES') hasApproval = false;
        const stage = stageOf(step.state as LifecycleSnapshot);
        expect(showsWireInstructions(stage), `${stage} after ${step.event.type}`).toBe(
          hasApproval && !['declined', 'withdrawn', 'changesRequested'].includes(stage),
        );
      }
    }
  });

  it('offer the back office, at every stage reached, only decisions that move the subscription on', () => {
    for (const path of paths) {
      for (const decision of offeredDecisions(path.state as LifecycleSnapshot)) {
        const outcome = tryLifecycleEvent(path.state as LifecycleSnapshot, { type: decision });
        expect(outcome.isAccepted, `${stageOf(path.state)} accepts ${decision}`).toBe(true);
        expect(outcome.isAccepted && stageOf(outcome.snapshot), `${stageOf(path.state)} on ${decision}`).not.toBe(
          stageOf(path.state),
        );
      }
    }
  });

  it('reach no approval while the identity checks have not cleared the investor', () => {
    const blocked = stagesOf(pathsFor(false));
    for (const stage of ['approved', 'awaitingFunds', 'funded', 'complete'] as const)
      expect(blocked.has(stage)).toBe(false);
    expect(blocked.has('underReview')).toBe(true);
  });
});
