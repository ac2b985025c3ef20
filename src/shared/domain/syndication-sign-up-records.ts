// SPEC §4 syndication sign-up: what each step records on the investor. Pure, so the machine, the server and the
// tests write the same fields. Dates already recorded are kept, so a replayed event cannot restart the waiting period.
import type { Decision } from './codes';
import type { IsoDate } from './entities';
import type { SyndicationFields } from './syndication';

export type VerificationDecisions = { at: IsoDate; identity: Decision; accreditation: Decision };

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

/** The admin review: approved accreditation keeps an earlier accreditation date, a denial clears it. */
export const recordVerificationDecisions = <T extends SyndicationFields>(
  investments: T,
  { at, identity, accreditation }: VerificationDecisions,
): T => ({
  ...investments,
  proofOfIdentityStatus: identity,
  proofOfIdentityStatusUpdateDate: at,
  proofOfAccreditationStatus: accreditation,
  proofOfAccreditationDate: accreditation === 'approved' ? (investments.proofOfAccreditationDate ?? at) : null,
});
