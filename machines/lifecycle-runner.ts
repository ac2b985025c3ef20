// Running the lifecycle machine on the server: a stored subscription rehydrated at its stage, an event tried against
// it (accepted, or refused in plain words), and the decisions its stage offers the back office (one source: what the
// machine accepts is what the page offers and what the server does).
import { type SnapshotFrom, transition } from 'xstate';
import {
  type LifecycleFacts,
  type LifecycleStage,
  lifecycleStageOf,
  type StoredLifecycle,
} from '../src/shared/domain/lifecycle';
import { subscriptionLifecycleMachine } from './subscription-lifecycle.machine';
import type { SubscriptionLifecycleEvent } from './subscription-lifecycle.machine.types';

export type LifecycleSnapshot = SnapshotFrom<typeof subscriptionLifecycleMachine>;

export const lifecycleAt = (stage: LifecycleStage, facts: LifecycleFacts): LifecycleSnapshot =>
  subscriptionLifecycleMachine.resolveState({ value: stage, context: { ...facts, withdrawalReason: null } });

/**
 * Stored data rehydrated at the one stage it stands at. Identity checks count as cleared unless the stored data says
 * they hold approval (a possible match open or confirmed, or a fund that runs them and no screening yet).
 */
export const lifecycleOfStored = (stored: StoredLifecycle): LifecycleSnapshot =>
  lifecycleAt(lifecycleStageOf(stored), {
    pendingSigners: stored.pendingSigners,
    hasOpenChangeRequest: stored.hasOpenChangeRequest,
    isScreeningCleared: stored.isScreeningCleared ?? true,
  });

export const stageOf = (snapshot: LifecycleSnapshot): LifecycleStage => snapshot.value as LifecycleStage;

/** The back office's decisions, in the order its page offers them. */
export const BACK_OFFICE_DECISIONS = [
  'APPROVE',
  'REQUEST_CHANGES',
  'REJECT',
  'COUNTERSIGN',
  'FUNDS_RECEIVED',
  'COMPLETE',
] as const;
export type BackOfficeDecision = (typeof BACK_OFFICE_DECISIONS)[number];

/** The decisions the stage accepts now, guards included: what the back office offers. */
export const offeredDecisions = (snapshot: LifecycleSnapshot): BackOfficeDecision[] =>
  BACK_OFFICE_DECISIONS.filter((type) => snapshot.can({ type }));

const STAGE_WORDS: Record<LifecycleStage, string> = {
  inProgress: 'the investor has not signed yet',
  awaitingCoSigners: 'not everyone has signed yet',
  underReview: 'it is under review',
  changesRequested: 'changes are requested and the investor has not signed again',
  approved: 'it is approved and awaits the countersignature',
  awaitingFunds: 'the fund has countersigned it',
  funded: 'the funds have arrived',
  complete: 'it is complete',
  declined: 'it was declined',
  withdrawn: 'the investor withdrew it',
};

const EVENT_WORDS: Record<SubscriptionLifecycleEvent['type'], string> = {
  INVESTOR_SIGNED: 'be signed',
  CO_SIGNER_SIGNED: 'take a co-signature',
  APPROVE: 'be approved',
  REJECT: 'be declined',
  REQUEST_CHANGES: 'have changes requested',
  RESIGNED: 'be signed again',
  COUNTERSIGN: 'be countersigned',
  FUNDS_RECEIVED: 'have funds recorded',
  COMPLETE: 'be completed',
  WITHDRAW: 'be withdrawn',
};

export type LifecycleOutcome =
  | { isAccepted: true; snapshot: LifecycleSnapshot }
  | { isAccepted: false; message: string };

/** Why an event the stage handles was still refused: its guard, in words; null when the stage itself refuses it. */
const guardWords = (snapshot: LifecycleSnapshot, event: SubscriptionLifecycleEvent): string | null => {
  const stage = stageOf(snapshot);
  if (event.type === 'WITHDRAW' && snapshot.can({ type: 'WITHDRAW', reason: 'a reason' })) {
    return 'a withdrawal needs a reason';
  }
  if (event.type === 'APPROVE' && stage === 'underReview' && !snapshot.context.isScreeningCleared) {
    return 'the identity checks have not cleared the investor';
  }
  return null;
};

/** The event applied to the stored stage, or why it is refused ('This subscription cannot be approved: …'). */
export const tryLifecycleEvent = (snapshot: LifecycleSnapshot, event: SubscriptionLifecycleEvent): LifecycleOutcome => {
  if (!snapshot.can(event)) {
    const why = guardWords(snapshot, event) ?? STAGE_WORDS[stageOf(snapshot)];
    return { isAccepted: false, message: `This subscription cannot ${EVENT_WORDS[event.type]}: ${why}.` };
  }
  const [next] = transition(subscriptionLifecycleMachine, snapshot, event);
  return { isAccepted: true, snapshot: next };
};
