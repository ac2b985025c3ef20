// How the back office names a transaction's current step (docs/admin.md 'Pipeline').
import { stepMeta } from '../../../../../machines/step-meta';
import { END_SCREEN_WORDS } from '../../../../shared/domain/investment-status';
import { isStepId, isTerminalStep } from '../../../../shared/domain/steps';

/** A wizard step by its title; an end screen by its plain name, never its heading ('Whoops!' is not a step). */
export const stepTitle = (step: string): string => {
  if (!isStepId(step)) return step;
  if (step === 'MID_CLOSING') return 'Signed by the investor';
  if (isTerminalStep(step)) return `End: ${END_SCREEN_WORDS[step].name}`;
  return stepMeta(step).title;
};
