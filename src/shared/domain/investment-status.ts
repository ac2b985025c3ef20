// docs/design.md §7a: one status vocabulary, read from the lifecycle machine's stage (machines/subscription-lifecycle
// .machine.ts, src/shared/domain/lifecycle.ts). Stored data stands at exactly one stage (lifecycleStageOf); a status is
// that stage with what a person reads beside it: the wizard's stage is told apart as in progress, waitlisted or stopped
// at an end screen, and the approved stage is named by what it waits for (the countersignature). End-screen titles
// ('Whoops!', 'Thank you!') are headings of screens, never statuses: each end screen has plain words and a way on here.
import { formatEasternDate } from './eastern-dates';
import type { IsoDate, Transaction } from './entities';
import { type LifecycleStage, lifecycleStageOf, storedLifecycleOf } from './lifecycle';
import { isStepId, isTerminalStep, type StepId, type TerminalStepId } from './steps';

export const INVESTMENT_STATUS_KINDS = [
  'inProgress',
  'notEligible',
  'waitlisted',
  'awaitingCoSigners',
  'changesRequested',
  'underReview',
  'awaitingCountersignature',
  'awaitingFunds',
  'funded',
  'complete',
  'declined',
  'withdrawn',
] as const;
export type InvestmentStatusKind = (typeof INVESTMENT_STATUS_KINDS)[number];

/** The lifecycle stage each status is read from (the wizard's stage gives three; every other stage one). */
export const STAGE_OF_STATUS: Record<InvestmentStatusKind, LifecycleStage> = {
  inProgress: 'inProgress',
  notEligible: 'inProgress',
  waitlisted: 'inProgress',
  awaitingCoSigners: 'awaitingCoSigners',
  changesRequested: 'changesRequested',
  underReview: 'underReview',
  awaitingCountersignature: 'approved',
  awaitingFunds: 'awaitingFunds',
  funded: 'funded',
  complete: 'complete',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

/** The end screens where an investment stops before signing (MID_CLOSING is the signed one). */
export type EndScreen = Exclude<TerminalStepId, 'MID_CLOSING'>;

export type InvestmentStatus =
  | { kind: 'inProgress'; step: StepId | null }
  | { kind: 'notEligible'; endScreen: EndScreen }
  | { kind: 'waitlisted'; since: IsoDate }
  | { kind: 'awaitingCoSigners'; waitingFor: string[] }
  | { kind: 'changesRequested'; step: StepId | null }
  | { kind: 'underReview'; signedAt: IsoDate | null; isIdentityCheckPending?: true }
  | { kind: 'awaitingCountersignature'; signedAt: IsoDate | null }
  | { kind: 'awaitingFunds'; countersignedAt: IsoDate | null }
  | { kind: 'funded'; fundedAt: IsoDate }
  | { kind: 'complete' }
  | { kind: 'declined'; on: IsoDate; reason: string | null }
  | { kind: 'withdrawn'; on: IsoDate; reason: string | null };

/** What the agreement adds: who has still to sign (names), and when the fund countersigned. */
export type AgreementProgress = { pendingSigners: string[]; countersignedAt: IsoDate | null };

/** From the agreement's signers (in signing order): who has not signed yet, by name. */
export const agreementProgress = (
  signers: readonly { name: string; status: string }[],
  countersignedAt: IsoDate | null,
): AgreementProgress => ({
  pendingSigners: signers.filter((s) => s.status !== 'signed').map((s) => s.name),
  countersignedAt,
});

export type StatusTransaction = Pick<
  Transaction,
  | 'currentStep'
  | 'rejectionDate'
  | 'rejectionReason'
  | 'withdrawalDate'
  | 'withdrawalReason'
  | 'isApproved'
  | 'subscriptionAgreementDate'
  | 'fundsTransferDate'
  | 'completionDate'
  | 'proofOfAccreditationDate'
  | 'waitListDate'
>;

/** The wizard's stage in a person's words: waitlisted, stopped at an end screen, or at its step. */
const wizardStatus = (t: StatusTransaction): InvestmentStatus => {
  if (t.waitListDate !== null) return { kind: 'waitlisted', since: t.waitListDate };
  const step = isStepId(t.currentStep) ? t.currentStep : null;
  if (step !== null && isTerminalStep(step) && step !== 'MID_CLOSING') return { kind: 'notEligible', endScreen: step };
  return { kind: 'inProgress', step };
};

/**
 * The status: the lifecycle stage stored data stands at (lifecycleStageOf, the machine's states), told in a person's
 * words. `agreement` is what the caller has read of the agreement (without it, everyone has signed once the
 * agreement's date is recorded); an open change request voids the signature until the investor signs again.
 */
export const investmentStatus = (
  t: StatusTransaction,
  agreement?: AgreementProgress | null,
  hasOpenChangeRequest = false,
  isIdentityCheckPending = false,
): InvestmentStatus => {
  const countersignedAt = agreement?.countersignedAt ?? null;
  const stage = lifecycleStageOf(
    storedLifecycleOf(t, {
      pendingSigners: agreement?.pendingSigners.length,
      isCountersigned: agreement ? countersignedAt !== null : null,
      hasOpenChangeRequest,
    }),
  );
  // Each exit and later stage is read from the very date it reports, so the `?? ''` below are never taken.
  switch (stage) {
    case 'declined':
      return { kind: 'declined', on: t.rejectionDate ?? '', reason: t.rejectionReason };
    case 'withdrawn':
      return { kind: 'withdrawn', on: t.withdrawalDate ?? '', reason: t.withdrawalReason ?? null };
    case 'complete':
      return { kind: 'complete' };
    case 'funded':
      return { kind: 'funded', fundedAt: t.fundsTransferDate ?? '' };
    case 'awaitingFunds':
      return { kind: 'awaitingFunds', countersignedAt };
    case 'changesRequested':
      return { kind: 'changesRequested', step: isStepId(t.currentStep) ? t.currentStep : null };
    case 'awaitingCoSigners':
      return { kind: 'awaitingCoSigners', waitingFor: agreement?.pendingSigners ?? [] };
    case 'approved':
      return { kind: 'awaitingCountersignature', signedAt: t.subscriptionAgreementDate };
    case 'underReview':
      return {
        kind: 'underReview',
        signedAt: t.subscriptionAgreementDate,
        ...(isIdentityCheckPending && { isIdentityCheckPending: true as const }),
      };
    case 'inProgress':
      return wizardStatus(t);
  }
};

/** Short words for filters, badges and the CSV's Status column. */
export const STATUS_KIND_LABELS: Record<InvestmentStatusKind, string> = {
  inProgress: 'In progress',
  notEligible: 'Not eligible',
  waitlisted: 'Waitlisted',
  awaitingCoSigners: 'Waiting for co-signers',
  changesRequested: 'Changes requested',
  underReview: 'Signed, under review',
  awaitingCountersignature: 'Approved, awaiting countersignature',
  awaitingFunds: 'Countersigned, awaiting funds',
  funded: 'Funded',
  complete: 'Complete',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The investor's status while the identity checks hold the fund's approval (docs/kyc.md). */
export const IDENTITY_CHECKS_IN_PROGRESS = 'Signed; identity checks in progress';

/** Each end screen in plain words, and what the investor can do about it. */
export const END_SCREEN_WORDS: Record<EndScreen, { name: string; explanation: string; remedy: string }> = {
  INVALID_INVESTOR_STATUS: {
    name: 'Not accredited',
    explanation: 'This fund accepts only accredited investors and qualified purchasers.',
    remedy: 'If that has changed, go back and change your answer about your investor status.',
  },
  INVALID_JTWROS_INVESTOR_STATUS: {
    name: 'Joint tenancy in Louisiana',
    explanation: 'Joint tenancy with right of survivorship is not available for a Louisiana address.',
    remedy: 'Go back and invest through another kind of account.',
  },
  IRA_PROVIDER_CUSTOM_CONFIRM: {
    name: 'IRA provider to arrange',
    explanation: 'Your IRA provider is not one we work with yet; our investor relations team will contact you.',
    remedy: 'Go back if you would rather choose one of the listed IRA custodians.',
  },
  ERROR_UNKNOWN: {
    name: 'Answers to check',
    explanation: 'Your answers could not be checked, so the investment starts again from the beginning.',
    remedy: 'Continue to go through the steps again.',
  },
};

/** A step as the wizard names it (the machine's meta); the caller looks it up. */
export type StepWords = { title: string; wizardStep: number | null };

/** 'Jane Doe', 'Jane Doe and Sam Roe', 'Ann, Jane Doe and Sam Roe'. */
export const formatStatusNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** One line for a person: 'In progress: step 2 of 3, Your Social Security number', 'Waiting for Jane Doe to sign'. */
export const statusText = (status: InvestmentStatus, stepWords?: (step: StepId) => StepWords): string => {
  switch (status.kind) {
    case 'inProgress': {
      const words = status.step !== null && stepWords ? stepWords(status.step) : null;
      if (!words) return 'In progress';
      return words.wizardStep === null
        ? `In progress: ${words.title}`
        : `In progress: step ${words.wizardStep} of 3, ${words.title}`;
    }
    case 'notEligible':
      return `Not eligible: ${END_SCREEN_WORDS[status.endScreen].explanation}`;
    case 'awaitingCoSigners':
      return status.waitingFor.length === 0
        ? 'Waiting for co-signers'
        : `Waiting for ${formatStatusNames(status.waitingFor)} to sign`;
    case 'underReview':
      // The investor is told the checks run, never against what (docs/kyc.md 'No tipping-off').
      return status.isIdentityCheckPending ? IDENTITY_CHECKS_IN_PROGRESS : STATUS_KIND_LABELS.underReview;
    default:
      return STATUS_KIND_LABELS[status.kind];
  }
};

/** The investor's pages: 'Declined on May 1, 2026', 'Withdrawn on …' (the day in New York), else statusText. */
export const datedStatusText = (status: InvestmentStatus, stepWords?: (step: StepId) => StepWords): string => {
  if (status.kind === 'declined') return `Declined on ${formatEasternDate(status.on)}`;
  if (status.kind === 'withdrawn') return `Withdrawn on ${formatEasternDate(status.on)}`;
  return statusText(status, stepWords);
};

/** Whether the investor still has something to do in the wizard. */
export const isInWizard = (status: InvestmentStatus): boolean =>
  status.kind === 'inProgress' || status.kind === 'notEligible' || status.kind === 'changesRequested';

/**
 * The statuses whose commitment counts toward a fund's target (docs/admin.md 'Progress to target'): signed by every
 * signer and later, never declined. In progress, waiting for co-signers, not eligible and waitlisted do not count.
 */
export const COMMITTED_STATUS_KINDS: readonly InvestmentStatusKind[] = [
  'underReview',
  'awaitingCountersignature',
  'awaitingFunds',
  'funded',
  'complete',
];

export const countsTowardTarget = (status: InvestmentStatus): boolean => COMMITTED_STATUS_KINDS.includes(status.kind);
