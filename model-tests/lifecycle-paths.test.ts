// Paths over the subscription lifecycle machine from the graph API: every stage is reached; along every path the
// approval comes only after every signature with no change request open, and the wire instructions show only from
// the approval on; with the identity checks not cleared, no path reaches an approval.
import { describe, expect, it } from 'vitest';
import { type LifecycleSnapshot, offeredDecisions, stageOf, tryLifecycleEvent } from '../machines/lifecycle-runner';
import { showsWireInstructions } from '../src/shared/domain/lifecycle';
import { LIFECYCLE_MACHINE_STAGES, lifecyclePaths, stageOfPath } from './lifecycle-paths';

const stagesOf = (paths: ReturnType<typeof lifecyclePaths>) => new Set(paths.map(stageOfPath));

describe('paths over the subscription lifecycle', () => {
  const paths = lifecyclePaths(true);

  it('reach every stage', () => {
    expect([...stagesOf(paths)].sort()).toEqual([...LIFECYCLE_MACHINE_STAGES].sort());
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
    const blocked = stagesOf(lifecyclePaths(false));
    for (const stage of ['approved', 'awaitingFunds', 'funded', 'complete'] as const)
      expect(blocked.has(stage)).toBe(false);
    expect(blocked.has('underReview')).toBe(true);
  });
});
