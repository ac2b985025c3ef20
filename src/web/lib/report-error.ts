// docs/spec.md §8 reports some failures (a transaction missing from an answer) to an error-reporting service. None is
// configured yet, so reports go to the console, where a service's browser SDK would pick them up.
export type ErrorContext = Record<string, string | number | boolean | null>;

export const reportError = (error: unknown, context: ErrorContext): void => {
  // The context as JSON text, so that whatever reads the console (a service's SDK, the browser tests) reads it whole.
  console.error('[report]', JSON.stringify(context), error);
};
