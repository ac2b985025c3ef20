import type { SyndicationStepMeta } from '../../../../machines/syndication-sign-up.machine.types';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';

/** What every step of the sign-up receives: its meta, where the investor stands, and what to do with an answer. */
export type StepProps = {
  meta: SyndicationStepMeta;
  answer: SyndicationStatusAnswer;
  onAnswer: (answer: SyndicationStatusAnswer) => void;
  onFailure: (error: unknown) => void;
};
