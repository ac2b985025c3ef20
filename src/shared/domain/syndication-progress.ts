// docs/spec.md §4 syndication sign-up: where an investor stands, so a returning investor resumes where they left off.
import type { IsoDate } from './entities';
import { isInWaitingPeriod, isSyndicationEligible, type SyndicationFields } from './syndication';

/** The four sign-up steps (docs/spec.md §4, §9: 'Syndication flow: 4 steps'), in order. */
export const SYNDICATION_STEPS = [
  'OVERVIEW_ACKNOWLEDGMENTS',
  'NDA',
  'PROOF_OF_IDENTITY',
  'PROOF_OF_ACCREDITATION',
] as const;
/** Every resting place of the sign-up: before it, its steps, the admin review, the waiting period, eligibility. */
export const SYNDICATION_STAGES = [
  'NOT_STARTED',
  ...SYNDICATION_STEPS,
  'UNDER_REVIEW',
  'WAITING_PERIOD',
  'ELIGIBLE',
] as const;
export type SyndicationStage = (typeof SYNDICATION_STAGES)[number];

type VerificationStatus = SyndicationFields['proofOfIdentityStatus'];

const isRefused = (status: VerificationStatus): boolean => status === 'denied' || status === 'failed';

/** Submitted and not decided yet (docs/spec.md §4 work-item statuses todo and inProgress). */
export const isAwaitingDecision = (status: VerificationStatus): boolean => status === 'todo' || status === 'inProgress';

export const isIdentityAwaitingDecision = (investments: SyndicationFields): boolean =>
  investments.proofOfIdentitySubmissionDate !== null && isAwaitingDecision(investments.proofOfIdentityStatus);

export const isAccreditationAwaitingDecision = (investments: SyndicationFields): boolean =>
  investments.proofOfAccreditationSubmissionDate !== null && isAwaitingDecision(investments.proofOfAccreditationStatus);

/** Identity must be (re)submitted: not approved, and never submitted or refused. */
export const needsProofOfIdentity = (investments: SyndicationFields): boolean =>
  investments.proofOfIdentityStatus !== 'approved' &&
  (investments.proofOfIdentitySubmissionDate === null || isRefused(investments.proofOfIdentityStatus));

/** Accreditation must be (re)submitted: no accreditation date, and never submitted or refused. */
export const needsProofOfAccreditation = (investments: SyndicationFields): boolean =>
  investments.proofOfAccreditationDate === null &&
  (investments.proofOfAccreditationSubmissionDate === null || isRefused(investments.proofOfAccreditationStatus));

/**
 * The stage a returning investor resumes at (progress is saved in their fields). The waiting period comes first
 * because docs/spec.md §4 applies it whenever its conditions hold; an investor eligible through an accredited account
 * needs no sign-up at all.
 */
export const resumeStepFor = (investments: SyndicationFields, now: Date | IsoDate): SyndicationStage => {
  if (isInWaitingPeriod(investments, now)) return 'WAITING_PERIOD';
  if (isSyndicationEligible(investments)) return 'ELIGIBLE';
  const acknowledgedAt = investments.syndicationProgramSignUpAcknowledgmentsCompletionDate;
  if (investments.syndicationProgramSignUpStartDate === null && acknowledgedAt === null) return 'NOT_STARTED';
  if (acknowledgedAt === null) return 'OVERVIEW_ACKNOWLEDGMENTS';
  if (investments.syndicationProgramSignUpNDACompletionDate === null) return 'NDA';
  if (needsProofOfIdentity(investments)) return 'PROOF_OF_IDENTITY';
  if (needsProofOfAccreditation(investments)) return 'PROOF_OF_ACCREDITATION';
  return 'UNDER_REVIEW';
};
