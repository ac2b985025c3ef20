// An admin's decision on a possible match (docs/kyc.md 'Review'): clear it (not the person) or confirm it (the person:
// the subscription is blocked), with a note that says why. One schema for the back office's form and the server.
import { type ObjectSchema, object, string, ValidationError } from 'yup';

export const SCREENING_NOTE_MAX = 2000;
export const DECISION_REQUIRED = 'Please choose whether the match is the person or not.';
export const NOTE_REQUIRED = 'Please say why, in a sentence: the note stays with the decision.';

export type ScreeningDecisionInput = { decision: 'clear' | 'confirm'; note: string };

export const screeningDecisionSchema: ObjectSchema<ScreeningDecisionInput> = object({
  decision: string<'clear' | 'confirm'>().oneOf(['clear', 'confirm'], DECISION_REQUIRED).required(DECISION_REQUIRED),
  note: string()
    .trim()
    .required(NOTE_REQUIRED)
    .max(SCREENING_NOTE_MAX, `The note can be at most ${SCREENING_NOTE_MAX} characters.`),
});

/** Field → first message; empty when the decision may be saved. */
export const screeningDecisionErrors = (input: unknown): Partial<Record<keyof ScreeningDecisionInput, string>> => {
  try {
    screeningDecisionSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error])
      errors[issue.path ?? 'decision'] ??= issue.message;
    return errors;
  }
};
