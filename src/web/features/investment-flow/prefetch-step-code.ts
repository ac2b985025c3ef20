// A step's code (step-code.ts) is fetched as soon as the step is known: the step page asks for its URL's step while
// the page data loads. Its schema (with yup) is not needed to draw it and comes once the form is on screen. Once that
// schema is in and the browser is idle, the code and schemas of the steps its transitions can lead to (and with the
// phone steps, the phone metadata) are fetched too, so that Next never waits for code; that prefetch is not part of a
// step page's initial JS, and it leaves the rest of the flow alone.
import { successorsOf } from '../../../../machines/step-meta';
import { type FormStepId, isTerminalStep, type StepId } from '../../../shared/domain/steps';
import { markOnce } from './page-marks';
import { loadStepCode } from './step-code';
import { loadStepSchema } from './step-schema';

/** Starts the download of a step's code; a failure shows on the screen that needs it. */
export const preloadStepCode = (step: StepId): void => {
  loadStepCode(step).catch(() => undefined);
};

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};

/**
 * Fetches the code of the steps that can follow `step` once the step's own schema is in (Next waits for that one, so
 * it goes first) and the browser is idle.
 */
export const prefetchNextStepsCode = (step: FormStepId): (() => void) => {
  const load = () => {
    // Where the page's own code ends and the prefetch begins.
    markOnce('portal:prefetch-start');
    for (const next of successorsOf(step)) {
      preloadStepCode(next);
      if (!isTerminalStep(next)) loadStepSchema(next).catch(() => undefined);
    }
  };
  let isCancelled = false;
  let cancelIdle = () => {};
  void loadStepSchema(step)
    .catch(() => undefined)
    .then(() => {
      if (!isCancelled) cancelIdle = whenIdle(load);
    });
  return () => {
    isCancelled = true;
    cancelIdle();
  };
};
