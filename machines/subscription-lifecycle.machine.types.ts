// Types of the subscription lifecycle machine (docs/design.md §7b): the subscription after the wizard.
import type { LifecycleFacts, LifecycleStage } from '../src/shared/domain/lifecycle';

export type SubscriptionLifecycleContext = LifecycleFacts & {
  /** Why the investor withdrew, once they have. */
  withdrawalReason: string | null;
};

/** Where a subscription stands and what its guards read; a stored subscription is rehydrated at its stage. */
export type SubscriptionLifecycleInput = Partial<LifecycleFacts>;

export type SubscriptionLifecycleEvent =
  /** The investor signed the agreement; `coSigners` still have to (a joint subscriber, a spouse). */
  | { type: 'INVESTOR_SIGNED'; coSigners: number }
  /** One co-signer signed from the e-mailed link. */
  | { type: 'CO_SIGNER_SIGNED' }
  /** The fund approves the subscription. */
  | { type: 'APPROVE' }
  /** The fund declines it. */
  | { type: 'REJECT' }
  /** The fund asks for changes: the signature is void until the investor signs again. */
  | { type: 'REQUEST_CHANGES' }
  /** The investor signed again after the changes; `coSigners` sign again too. */
  | { type: 'RESIGNED'; coSigners: number }
  /** The fund's signatory countersigned. */
  | { type: 'COUNTERSIGN' }
  /** The fund recorded the investor's funds. */
  | { type: 'FUNDS_RECEIVED' }
  /** The investment completed. */
  | { type: 'COMPLETE' }
  /** The investor withdrew, saying why. */
  | { type: 'WITHDRAW'; reason: string };

export type SubscriptionLifecycleMeta = {
  /** The stage the state is, in the one status vocabulary. */
  stage: LifecycleStage;
};
