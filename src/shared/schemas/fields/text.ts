// docs/spec.md §5: text inputs strip whitespace; runs of whitespace collapse to one space, and a value made only of
// whitespace becomes empty. Every text field of the flow starts from this schema.
import { string } from 'yup';

/** For a value of the wrong type (an object where text belongs), which a form never sends. */
export const INVALID_VALUE_MESSAGE = 'Please enter a valid value.';

export const normalizeWhitespace = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A normalised text field; a missing or null value reads as '' so that 'required' rules speak the spec's message. */
export const text = () =>
  string()
    .default('')
    .typeError(INVALID_VALUE_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeWhitespace(value) : (value ?? '')));

export const maxLengthMessage = (max: number): string => `Please use ${max} characters or fewer.`;
