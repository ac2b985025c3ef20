// The subscription's life after the wizard (docs/design.md §7b): the rules the lifecycle machine's guards read, and
// where stored data stands in it. One stored combination maps to exactly one stage; the combinations that must never
// exist (approved before everyone signed, countersigned before approval, …) are named so that they can be listed and
// put right rather than shown.
import type { Transaction } from './entities';
import { isTransactionComplete } from './transactions';

/** Once the investor has signed, the commitment is part of the agreement: the amount is fixed (docs/signing.md). */
export const hasInvestorSigned = (
  t: Pick<Transaction, 'currentStep' | 'subscriptionAgreementDate' | 'completionDate'>,
): boolean => t.currentStep === 'MID_CLOSING' || t.subscriptionAgreementDate !== null || t.completionDate !== null;

export const LIFECYCLE_STAGES = [
  'inProgress',
  'awaitingCoSigners',
  'underReview',
  'changesRequested',
  'approved',
  'awaitingFunds',
  'funded',
  'complete',
  'declined',
  'withdrawn',
] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

/** Each stage as the back office and investor relations read it. */
export const LIFECYCLE_STAGE_LABELS: Record<LifecycleStage, string> = {
  inProgress: 'In the wizard',
  awaitingCoSigners: 'Waiting for co-signers',
  underReview: 'Signed, under review',
  changesRequested: 'Changes requested',
  approved: 'Approved, awaiting countersignature',
  awaitingFunds: 'Countersigned, awaiting funds',
  funded: 'Funded',
  complete: 'Complete',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/**
 * The fund's funnel by lifecycle stage (docs/admin.md 'Funnel'): each stage a subscription enters on its way to
 * completion, in order. A subscription counts at every stage up to the furthest its stored data shows (changes
 * requested is a loop back, not a step forward; declined and withdrawn are exits, counted apart).
 */
export const FUNNEL_STAGES = [
  'inProgress',
  'awaitingCoSigners',
  'underReview',
  'approved',
  'awaitingFunds',
  'funded',
  'complete',
] as const satisfies readonly LifecycleStage[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  inProgress: 'Started',
  awaitingCoSigners: 'Signed by the investor',
  underReview: 'Signed by everyone',
  approved: 'Approved',
  awaitingFunds: 'Countersigned',
  funded: 'Funded',
  complete: 'Complete',
};

/** The share lost from one stage to the next, in whole per cent; null when the earlier stage had nobody. */
export const dropOffPercent = (before: number, after: number): number | null =>
  before === 0 ? null : Math.round((100 * (before - Math.min(after, before))) / before);

/** What the lifecycle's guards read: the agreement's signatures, an open change request, the identity checks. */
export type LifecycleFacts = {
  /** Signers of the agreement still to sign (the investor's co-signers once the investor has signed). */
  pendingSigners: number;
  hasOpenChangeRequest: boolean;
  /** The fund's identity and sanctions checks have cleared the investor (true while a fund does not use them). */
  isScreeningCleared: boolean;
};

export const isFullySigned = (facts: Pick<LifecycleFacts, 'pendingSigners'>): boolean => facts.pendingSigners === 0;

/** A withdrawal says why, in the investor's words (investor relations reads it in the e-mail). */
export const WITHDRAWAL_REASON_MAX = 500;
export const isWithdrawalReason = (reason: string): boolean => {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= WITHDRAWAL_REASON_MAX;
};

/** Stored data as the lifecycle reads it (the transaction, its agreement and change requests). */
export type StoredLifecycle = {
  /** The investor has signed (the wizard stands at MID_CLOSING or later). */
  hasInvestorSigned: boolean;
  pendingSigners: number;
  hasOpenChangeRequest: boolean;
  isApproved: boolean;
  /** Whether the fund countersigned; null when the agreement is not in the portal (signed elsewhere, before it). */
  isCountersigned: boolean | null;
  isFunded: boolean;
  isComplete: boolean;
  isDeclined: boolean;
  isWithdrawn: boolean;
  /** The identity checks let approval go ahead (docs/kyc.md 'Review'); true where the fund does not run them. */
  isScreeningCleared?: boolean;
};

/** The stage stored data stands at: the exits first, then the furthest stage the data shows. */
export const lifecycleStageOf = (s: StoredLifecycle): LifecycleStage => {
  if (s.isDeclined) return 'declined';
  if (s.isWithdrawn) return 'withdrawn';
  if (s.isComplete) return 'complete';
  if (s.isFunded) return 'funded';
  // A countersignature binds a signed agreement: it counts once the investor's signature stands.
  if (s.isCountersigned && s.hasInvestorSigned) return 'awaitingFunds';
  if (s.hasOpenChangeRequest) return 'changesRequested';
  if (!s.hasInvestorSigned) return 'inProgress';
  if (s.pendingSigners > 0) return 'awaitingCoSigners';
  return s.isApproved ? 'approved' : 'underReview';
};

export const LIFECYCLE_ANOMALIES = {
  approvedUnsigned: 'Approved before everyone signed: withdraw the approval, or wait for the signatures.',
  approvedWithChangeRequest: 'Approved with a change request open: the approval no longer applies.',
  countersignedUnapproved: 'Countersigned without an approval.',
  fundedUncountersigned: 'Funds recorded before the fund countersigned.',
  fundedUnsigned: 'Funds recorded before everyone signed: check the dates of the funds and of the signatures.',
  declinedAndApproved: 'Declined and approved at once.',
} as const;
export type LifecycleAnomaly = keyof typeof LIFECYCLE_ANOMALIES;

/** The combinations of stored data the lifecycle can never reach, each with the way to put it right. */
export const lifecycleAnomalies = (s: StoredLifecycle): LifecycleAnomaly[] => {
  const found: LifecycleAnomaly[] = [];
  const isSigned = s.hasInvestorSigned && s.pendingSigners === 0;
  if (s.isApproved && !isSigned && !s.isCountersigned) found.push('approvedUnsigned');
  if (s.isApproved && s.hasOpenChangeRequest) found.push('approvedWithChangeRequest');
  if (s.isCountersigned && !s.isApproved) found.push('countersignedUnapproved');
  if (s.isFunded && s.isCountersigned === false) found.push('fundedUncountersigned');
  if ((s.isFunded || s.isComplete) && !isSigned) found.push('fundedUnsigned');
  if (s.isDeclined && s.isApproved) found.push('declinedAndApproved');
  return found;
};

/**
 * The stages at which the investor's summary offers a withdrawal: signed, and the fund has not countersigned. The
 * machine accepts WITHDRAW at each (its tests say so); it accepts it in the wizard too, where nothing binds the
 * investor yet, so the page does not offer it there.
 */
export const WITHDRAWAL_OFFERED_STAGES: readonly LifecycleStage[] = [
  'awaitingCoSigners',
  'underReview',
  'changesRequested',
  'approved',
];

/** The stages at which the investor sees the fund's wire instructions: approved and fully signed, and later. */
export const WIRE_INSTRUCTION_STAGES: readonly LifecycleStage[] = ['approved', 'awaitingFunds', 'funded', 'complete'];
export const showsWireInstructions = (stage: LifecycleStage): boolean => WIRE_INSTRUCTION_STAGES.includes(stage);

/** What a transaction's own columns say, with what its agreement adds where the caller has read it. */
export type LifecycleColumns = Pick<
  Transaction,
  | 'currentStep'
  | 'subscriptionAgreementDate'
  | 'completionDate'
  | 'fundsTransferDate'
  | 'proofOfAccreditationDate'
  | 'isApproved'
  | 'rejectionDate'
  | 'withdrawalDate'
>;

/**
 * Stored data as the lifecycle reads it. Everyone has signed once the agreement's date is set (a change request
 * clears it); before that, the agreement's signers say who is left once the investor has signed, and without them
 * (or before the investor's signature) at least one signer is pending.
 */
export const storedLifecycleOf = (
  t: LifecycleColumns,
  agreement: { pendingSigners?: number; isCountersigned?: boolean | null; hasOpenChangeRequest?: boolean } = {},
): StoredLifecycle => {
  const isFullySignedByDate = t.subscriptionAgreementDate !== null || t.completionDate !== null;
  const isSignedByInvestor = hasInvestorSigned(t);
  const pendingSigners = isFullySignedByDate
    ? 0
    : isSignedByInvestor && agreement.pendingSigners !== undefined
      ? agreement.pendingSigners
      : Math.max(agreement.pendingSigners ?? 1, 1);
  return {
    hasInvestorSigned: isSignedByInvestor,
    pendingSigners,
    hasOpenChangeRequest: agreement.hasOpenChangeRequest ?? false,
    isApproved: t.isApproved === true,
    isCountersigned: agreement.isCountersigned ?? null,
    isFunded: t.fundsTransferDate !== null,
    isComplete: isTransactionComplete(t),
    isDeclined: t.rejectionDate !== null,
    isWithdrawn: t.withdrawalDate != null,
  };
};
