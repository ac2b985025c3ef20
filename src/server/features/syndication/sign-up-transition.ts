// The machine is the authority (docs/design.md §3): each call rehydrates the sign-up at the stage the investor's saved
// progress calls for, refuses an event that stage does not accept (409, with the stage), and takes the pure
// transition; what the machine recorded is what gets saved.
import { transition } from 'xstate';
import { resumeSignUp, syndicationSignUpMachine } from '../../../../machines/syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from '../../../../machines/syndication-sign-up.machine.types';
import type { SyndicationFields } from '../../../shared/domain/syndication';
import type { SyndicationStage } from '../../../shared/domain/syndication-progress';
import { HttpError } from '../../http-error';

export type SignUpSnapshot = ReturnType<typeof resumeSignUp>;

export const stageOf = (snapshot: SignUpSnapshot): SyndicationStage => snapshot.value as SyndicationStage;

const STAGE_WORDS: Record<SyndicationStage, string> = {
  NOT_STARTED: 'Please start the syndication program sign-up first.',
  OVERVIEW_ACKNOWLEDGMENTS: 'Your sign-up is at step 1 of 4: please accept the program acknowledgments first.',
  NDA: 'Your sign-up is at step 2 of 4: please sign the non-disclosure agreement first.',
  PROOF_OF_IDENTITY: 'Your sign-up is at step 3 of 4: please submit your proof of identity first.',
  PROOF_OF_ACCREDITATION: 'Your sign-up is at step 4 of 4: please submit your proof of accreditation first.',
  UNDER_REVIEW: 'Your documents are under review; there is nothing to submit until we have decided.',
  WAITING_PERIOD: 'Your sign-up is complete; there is nothing more to submit.',
  ELIGIBLE: 'Your sign-up is complete; there is nothing more to submit.',
};

/** 409 for a step the investor is not at: says where they are, and names the stage for the page. */
export const stageConflict = (stage: SyndicationStage): HttpError => new HttpError(409, STAGE_WORDS[stage], { stage });

/** The next snapshot for `event`, or the 409 of the stage that does not accept it. */
export const advanceSignUp = (
  fields: SyndicationFields,
  now: Date,
  event: SyndicationSignUpEvent,
  conflict: (stage: SyndicationStage) => HttpError = stageConflict,
): SignUpSnapshot => {
  const snapshot = resumeSignUp(fields, now);
  if (!snapshot.can(event)) throw conflict(stageOf(snapshot));
  const [next] = transition(syndicationSignUpMachine, snapshot, event);
  return next;
};

/** 409 unless the investor's sign-up, as saved, accepts `event` now (checked again under the row lock when saving). */
export const requireOpenStep = (fields: SyndicationFields, now: Date, event: SyndicationSignUpEvent): void => {
  const snapshot = resumeSignUp(fields, now);
  if (!snapshot.can(event)) throw stageConflict(stageOf(snapshot));
};
