// The code of the step on screen (step-code.ts): at once when it has arrived (the usual case after the idle
// prefetch), else after its download.
import { useEffect, useReducer, useState } from 'react';
import type { StepId } from '../../../shared/domain/steps';
import { loadedStepCode, loadStepCode } from './step-code';

export const useStepCode = (step: StepId): ReturnType<typeof loadedStepCode> => {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const code = loadedStepCode(step);
  const isLoaded = code !== undefined;

  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    loadStepCode(step).then(
      () => isCurrent && arrived(),
      (error: unknown) => isCurrent && setFailure({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [step, isLoaded]);

  // A download that failed is a page error: the route's error boundary shows the 500 page, as for the page's own code.
  if (failure) throw failure.error;
  return code;
};
