// Types of the syndication sign-up machine (docs/spec.md §4 'Syndication program', four steps).
import type { AccreditationBasis } from '../src/shared/domain/accreditation-basis';
import type { Decision } from '../src/shared/domain/codes';
import type { IsoDate } from '../src/shared/domain/entities';
import type { SyndicationFields } from '../src/shared/domain/syndication';

export type SyndicationSignUpContext = {
  /** The investor's syndication fields; the sign-up's progress lives here. */
  investments: SyndicationFields;
  /** The current instant; rules never read the clock. */
  now: IsoDate;
};

/** Who is signing up and when; the machine keeps only the syndication fields of the investments. */
export type SyndicationSignUpInput = SyndicationSignUpContext;

export type SyndicationSignUpEvent =
  | { type: 'START' }
  /** Step 1: the investor accepted the acknowledgments. */
  | { type: 'ACKNOWLEDGE'; at: IsoDate }
  /** Step 2: the signature provider reported the NDA signed. */
  | { type: 'NDA_SIGNED'; at: IsoDate }
  /** Step 3: legal name, date of birth, residence and a government ID were submitted. */
  | { type: 'IDENTITY_SUBMITTED'; at: IsoDate }
  /** Step 4: an accreditation basis and its evidence were submitted. */
  | { type: 'ACCREDITATION_SUBMITTED'; at: IsoDate }
  /** An admin decided on the identity documents. */
  | { type: 'IDENTITY_DECIDED'; at: IsoDate; decision: Decision }
  /** An admin decided on the accreditation evidence; the basis sets when an approval expires. */
  | { type: 'ACCREDITATION_DECIDED'; at: IsoDate; decision: Decision; basis: AccreditationBasis }
  /** Time moved on; the waiting period is re-evaluated. */
  | { type: 'TICK'; now: IsoDate };

export type SyndicationStepNumber = 1 | 2 | 3 | 4;

/** Meta of the four step states: the footer shows stepLabel ('Step N of 4'). */
export type SyndicationStepMeta = {
  slug: string;
  stepNumber: SyndicationStepNumber;
  stepLabel: `Step ${SyndicationStepNumber} of 4`;
  title: string;
  description: string;
};

/** Meta of the screens around the steps (start, review, waiting period, eligible). */
export type SyndicationScreenMeta = { slug: string; title: string; description: string };

export type SyndicationSignUpMeta = SyndicationStepMeta | SyndicationScreenMeta;
