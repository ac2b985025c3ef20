// The subscription's life after the wizard (docs/design.md §7b): co-signers, review, changes requested, approval,
// countersignature, funds, completion, and the exits declined and withdrawn. No approval without every signature and
// with a change request open; no rejection once the fund has countersigned; an investor may withdraw, saying why,
// until the fund countersigns. REJECT and WITHDRAW are written out in each state that takes them, so that the Stately
// tools, which read the config statically, see every transition. Guards and actions are one-liners over
// src/shared/domain/lifecycle.ts, so the server decides exactly the same way.
import { and, assertEvent, assign, not, setup } from 'xstate';
import { isFullySigned, isWithdrawalReason } from '../src/shared/domain/lifecycle';
import type {
  SubscriptionLifecycleContext,
  SubscriptionLifecycleEvent,
  SubscriptionLifecycleInput,
  SubscriptionLifecycleMeta,
} from './subscription-lifecycle.machine.types';

export const subscriptionLifecycleMachine = setup({
  types: {
    context: {} as SubscriptionLifecycleContext,
    events: {} as SubscriptionLifecycleEvent,
    input: {} as SubscriptionLifecycleInput,
    meta: {} as SubscriptionLifecycleMeta,
  },
  guards: {
    isFullySigned: ({ context }) => isFullySigned(context),
    hasOpenChangeRequest: ({ context }) => context.hasOpenChangeRequest,
    isScreeningCleared: ({ context }) => context.isScreeningCleared,
    hasWithdrawalReason: ({ event }) => event.type === 'WITHDRAW' && isWithdrawalReason(event.reason),
  },
  actions: {
    recordSignatures: assign(({ event }) => {
      assertEvent(event, ['INVESTOR_SIGNED', 'RESIGNED']);
      return { pendingSigners: Math.max(0, event.coSigners) };
    }),
    recordCoSignature: assign({ pendingSigners: ({ context }) => Math.max(0, context.pendingSigners - 1) }),
    openChangeRequest: assign({ hasOpenChangeRequest: true }),
    closeChangeRequest: assign({ hasOpenChangeRequest: false }),
    recordWithdrawalReason: assign(({ event }) => {
      assertEvent(event, 'WITHDRAW');
      return { withdrawalReason: event.reason.trim() };
    }),
  },
}).createMachine({
  id: 'subscriptionLifecycle',
  description:
    'A subscription from the wizard to completion. The server rehydrates a stored subscription at its stage ' +
    '(lifecycleStageOf) and sends every decision here; an event the stage does not accept is refused (409).',
  context: ({ input }) => ({
    pendingSigners: input.pendingSigners ?? 0,
    hasOpenChangeRequest: input.hasOpenChangeRequest ?? false,
    isScreeningCleared: input.isScreeningCleared ?? true,
    withdrawalReason: null,
  }),
  initial: 'inProgress',
  states: {
    inProgress: {
      description: "The wizard ('Sign Your Agreement'): the investment flow machine's steps, up to the signature.",
      meta: { stage: 'inProgress' },
      on: {
        INVESTOR_SIGNED: { target: 'awaitingCoSigners', actions: 'recordSignatures' },
        REJECT: { target: 'declined' },
        WITHDRAW: { guard: 'hasWithdrawalReason', target: 'withdrawn', actions: 'recordWithdrawalReason' },
      },
    },
    awaitingCoSigners: {
      description: 'The investor signed; a joint subscriber or a spouse signs from the e-mailed link.',
      meta: { stage: 'awaitingCoSigners' },
      always: { guard: 'isFullySigned', target: 'underReview' },
      on: {
        CO_SIGNER_SIGNED: { actions: 'recordCoSignature' },
        REQUEST_CHANGES: { target: 'changesRequested', actions: 'openChangeRequest' },
        REJECT: { target: 'declined' },
        WITHDRAW: { guard: 'hasWithdrawalReason', target: 'withdrawn', actions: 'recordWithdrawalReason' },
      },
    },
    underReview: {
      description:
        'Everyone signed: investor relations reviews. Approval needs every signature, no open change ' +
        'request and cleared identity checks.',
      meta: { stage: 'underReview' },
      on: {
        APPROVE: {
          guard: and(['isFullySigned', not('hasOpenChangeRequest'), 'isScreeningCleared']),
          target: 'approved',
        },
        REQUEST_CHANGES: { target: 'changesRequested', actions: 'openChangeRequest' },
        REJECT: { target: 'declined' },
        WITHDRAW: { guard: 'hasWithdrawalReason', target: 'withdrawn', actions: 'recordWithdrawalReason' },
      },
    },
    changesRequested: {
      description: 'The fund asked for changes: the signature is void until the investor signs again.',
      meta: { stage: 'changesRequested' },
      on: {
        RESIGNED: { target: 'awaitingCoSigners', actions: ['recordSignatures', 'closeChangeRequest'] },
        REJECT: { target: 'declined' },
        WITHDRAW: { guard: 'hasWithdrawalReason', target: 'withdrawn', actions: 'recordWithdrawalReason' },
      },
    },
    approved: {
      description: "Approved, awaiting the fund's countersignature. Wire instructions show from here on.",
      meta: { stage: 'approved' },
      on: {
        COUNTERSIGN: { guard: 'isFullySigned', target: 'awaitingFunds' },
        REQUEST_CHANGES: { target: 'changesRequested', actions: 'openChangeRequest' },
        REJECT: { target: 'declined' },
        WITHDRAW: { guard: 'hasWithdrawalReason', target: 'withdrawn', actions: 'recordWithdrawalReason' },
      },
    },
    awaitingFunds: {
      description: 'Countersigned: the subscription is accepted and binding; the fund waits for the wire.',
      meta: { stage: 'awaitingFunds' },
      on: { FUNDS_RECEIVED: { target: 'funded' } },
    },
    funded: {
      description: 'The funds arrived.',
      meta: { stage: 'funded' },
      on: { COMPLETE: { target: 'complete' } },
    },
    complete: { type: 'final', description: 'The investment is complete.', meta: { stage: 'complete' } },
    declined: { type: 'final', description: 'The fund declined the subscription.', meta: { stage: 'declined' } },
    withdrawn: {
      type: 'final',
      description: 'The investor withdrew before the fund countersigned; investor relations is told why by e-mail.',
      meta: { stage: 'withdrawn' },
    },
  },
});
