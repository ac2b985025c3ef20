// docs/spec.md §4 syndication sign-up: what each step records on the investor. Pure, so the machine, the server and the
// tests write the same fields. Dates already recorded are kept, so a replayed event cannot restart the waiting period.
import type { AccreditationBasis } from './accreditation-basis';
import { accreditationExpiresAt } from './accreditation-expiry';
import type { Decision } from './codes';
import type { IsoDate } from './entities';
import type { SyndicationFields } from './syndication';

export type IdentityDecision = { at: IsoDate; decision: Decision };
export type AccreditationDecision = { at: IsoDate; decision: Decision; basis: AccreditationBasis };

export const recordSignUpStart = <T extends SyndicationFields>(investments: T, at: IsoDate): T => ({
  ...investments,
  syndicationProgramSignUpStartDate: investments.syndicationProgramSignUpStartDate ?? at,
});

/** Step 1: accepting the acknowledgments starts the 30-day waiting period. */
export const recordAcknowledgments = <T extends SyndicationFields>(investments: T, at: IsoDate): T => ({
  ...recordSignUpStart(investments, at),
  syndicationProgramSignUpAcknowledgmentsCompletionDate:
    investments.syndicationProgramSignUpAcknowledgmentsCompletionDate ?? at,
});

/** Step 2: the NDA was signed through the signature provider. */
export const recordNdaSigned = <T extends SyndicationFields>(investments: T, at: IsoDate): T => ({
  ...investments,
  syndicationProgramSignUpNDACompletionDate: investments.syndicationProgramSignUpNDACompletionDate ?? at,
});

/** Step 3: identity documents submitted; a review work item opens. */
export const recordIdentitySubmitted = <T extends SyndicationFields>(investments: T, at: IsoDate): T => ({
  ...investments,
  proofOfIdentitySubmissionDate: at,
  proofOfIdentityStatus: 'todo',
});

/** Step 4: accreditation evidence submitted; a review work item opens. */
export const recordAccreditationSubmitted = <T extends SyndicationFields>(investments: T, at: IsoDate): T => ({
  ...investments,
  proofOfAccreditationSubmissionDate: at,
  proofOfAccreditationStatus: 'todo',
});

/** The admin's decision on the identity documents: the status and its update date (docs/spec.md §3). */
export const recordIdentityDecision = <T extends SyndicationFields>(
  investments: T,
  { at, decision }: IdentityDecision,
): T => ({
  ...investments,
  proofOfIdentityStatus: decision,
  proofOfIdentityStatusUpdateDate: at,
});

/**
 * The admin's decision on the accreditation evidence: an approval dates the accreditation and sets when it expires
 * (90 days for net worth, one year otherwise); a denial clears both, so the investor submits again.
 */
export const recordAccreditationDecision = <T extends SyndicationFields>(
  investments: T,
  { at, decision, basis }: AccreditationDecision,
): T => ({
  ...investments,
  proofOfAccreditationStatus: decision,
  proofOfAccreditationDate: decision === 'approved' ? at : null,
  proofOfAccreditationExpirationDate: decision === 'approved' ? accreditationExpiresAt(basis, at).toISOString() : null,
});
