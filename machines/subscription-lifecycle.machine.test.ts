// The lifecycle's transition table, stage by stage: what each stage accepts, where it goes, and what it refuses in
// plain words (the server answers those with 409).
import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_STAGES,
  type LifecycleFacts,
  type LifecycleStage,
  WITHDRAWAL_OFFERED_STAGES,
} from '../src/shared/domain/lifecycle';
import { lifecycleAt, offeredDecisions, stageOf, tryLifecycleEvent } from './lifecycle-runner';
import type { SubscriptionLifecycleEvent } from './subscription-lifecycle.machine.types';

const SIGNED: LifecycleFacts = { pendingSigners: 0, hasOpenChangeRequest: false, isScreeningCleared: true };

const stageAfter = (stage: LifecycleStage, event: SubscriptionLifecycleEvent, facts: Partial<LifecycleFacts> = {}) => {
  const outcome = tryLifecycleEvent(lifecycleAt(stage, { ...SIGNED, ...facts }), event);
  return outcome.isAccepted ? stageOf(outcome.snapshot) : outcome.message;
};

const WITHDRAW = { type: 'WITHDRAW', reason: 'I invest through my family office instead.' } as const;

describe('the subscription lifecycle', () => {
  it.each([
    ['inProgress', { type: 'INVESTOR_SIGNED', coSigners: 0 }, {}, 'underReview'],
    ['inProgress', { type: 'INVESTOR_SIGNED', coSigners: 1 }, {}, 'awaitingCoSigners'],
    ['awaitingCoSigners', { type: 'CO_SIGNER_SIGNED' }, { pendingSigners: 1 }, 'underReview'],
    ['awaitingCoSigners', { type: 'CO_SIGNER_SIGNED' }, { pendingSigners: 2 }, 'awaitingCoSigners'],
    ['underReview', { type: 'APPROVE' }, {}, 'approved'],
    ['underReview', { type: 'REQUEST_CHANGES' }, {}, 'changesRequested'],
    ['underReview', { type: 'REJECT' }, {}, 'declined'],
    ['changesRequested', { type: 'RESIGNED', coSigners: 0 }, { hasOpenChangeRequest: true }, 'underReview'],
    ['changesRequested', { type: 'RESIGNED', coSigners: 1 }, { hasOpenChangeRequest: true }, 'awaitingCoSigners'],
    ['approved', { type: 'COUNTERSIGN' }, {}, 'awaitingFunds'],
    ['approved', { type: 'REQUEST_CHANGES' }, {}, 'changesRequested'],
    ['approved', { type: 'REJECT' }, {}, 'declined'],
    ['awaitingFunds', { type: 'FUNDS_RECEIVED' }, {}, 'funded'],
    ['funded', { type: 'COMPLETE' }, {}, 'complete'],
    ['inProgress', WITHDRAW, {}, 'withdrawn'],
    ['awaitingCoSigners', WITHDRAW, { pendingSigners: 1 }, 'withdrawn'],
    ['underReview', WITHDRAW, {}, 'withdrawn'],
    ['changesRequested', WITHDRAW, { hasOpenChangeRequest: true }, 'withdrawn'],
    ['approved', WITHDRAW, {}, 'withdrawn'],
  ] as const)('%s, on %j, goes to %s', (stage, event, facts, target) => {
    expect(stageAfter(stage, event, facts)).toBe(target);
  });

  it.each([
    ['inProgress', 'the investor has not signed yet'],
    ['awaitingCoSigners', 'not everyone has signed yet'],
    ['changesRequested', 'changes are requested and the investor has not signed again'],
    ['awaitingFunds', 'the fund has countersigned it'],
    ['declined', 'it was declined'],
    ['withdrawn', 'the investor withdrew it'],
  ] as const)('refuses to approve at %s', (stage, why) => {
    const facts = stage === 'awaitingCoSigners' ? { pendingSigners: 1 } : {};
    expect(stageAfter(stage, { type: 'APPROVE' }, facts)).toBe(`This subscription cannot be approved: ${why}.`);
  });

  it('refuses approval while the identity checks have not cleared the investor', () => {
    expect(stageAfter('underReview', { type: 'APPROVE' }, { isScreeningCleared: false })).toBe(
      'This subscription cannot be approved: the identity checks have not cleared the investor.',
    );
  });

  it('refuses approval of a subscription whose signatures are not all in, whatever stage it was stored at', () => {
    expect(stageAfter('underReview', { type: 'APPROVE' }, { pendingSigners: 1 })).toMatch(
      /^This subscription cannot be/,
    );
    expect(stageAfter('approved', { type: 'COUNTERSIGN' }, { pendingSigners: 1 })).toMatch(
      /^This subscription cannot be/,
    );
  });

  it('refuses to decline or withdraw once the fund has countersigned', () => {
    for (const stage of ['awaitingFunds', 'funded', 'complete'] as const) {
      expect(stageAfter(stage, { type: 'REJECT' })).toMatch(/^This subscription cannot be declined: /);
      expect(stageAfter(stage, WITHDRAW)).toMatch(/^This subscription cannot be withdrawn: /);
    }
  });

  it('asks a withdrawal for its reason', () => {
    expect(stageAfter('underReview', { type: 'WITHDRAW', reason: '   ' })).toBe(
      'This subscription cannot be withdrawn: a withdrawal needs a reason.',
    );
  });

  it('keeps the reason the investor gave for withdrawing', () => {
    const outcome = tryLifecycleEvent(lifecycleAt('underReview', SIGNED), WITHDRAW);
    expect(outcome.isAccepted && outcome.snapshot.context.withdrawalReason).toBe(WITHDRAW.reason);
  });

  it('closes the change request when the investor signs again', () => {
    const outcome = tryLifecycleEvent(lifecycleAt('changesRequested', { ...SIGNED, hasOpenChangeRequest: true }), {
      type: 'RESIGNED',
      coSigners: 0,
    });
    expect(outcome.isAccepted && outcome.snapshot.context.hasOpenChangeRequest).toBe(false);
  });

  it.each([
    ['inProgress', {}, ['REJECT']],
    ['awaitingCoSigners', { pendingSigners: 1 }, ['REQUEST_CHANGES', 'REJECT']],
    ['underReview', {}, ['APPROVE', 'REQUEST_CHANGES', 'REJECT']],
    ['underReview', { isScreeningCleared: false }, ['REQUEST_CHANGES', 'REJECT']],
    ['changesRequested', { hasOpenChangeRequest: true }, ['REJECT']],
    ['approved', {}, ['REQUEST_CHANGES', 'REJECT', 'COUNTERSIGN']],
    ['awaitingFunds', {}, ['FUNDS_RECEIVED']],
    ['funded', {}, ['COMPLETE']],
    ['complete', {}, []],
    ['declined', {}, []],
    ['withdrawn', {}, []],
  ] as const)('offers the back office at %s (%j) what the stage accepts', (stage, facts, offered) => {
    expect(offeredDecisions(lifecycleAt(stage, { ...SIGNED, ...facts }))).toEqual(offered);
  });

  it('offers the investor a withdrawal only where the machine accepts one: signed, before the countersignature', () => {
    const accepting = LIFECYCLE_STAGES.filter((stage) => lifecycleAt(stage, SIGNED).can(WITHDRAW));
    for (const stage of WITHDRAWAL_OFFERED_STAGES) expect(accepting, stage).toContain(stage);
    // The wizard accepts one too, where nothing binds the investor yet: the summary leaves it to the fund page.
    expect(accepting.filter((stage) => !WITHDRAWAL_OFFERED_STAGES.includes(stage))).toEqual(['inProgress']);
  });
});
