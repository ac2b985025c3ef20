// docs/spec.md §5 'Required: a non-empty value.'
import { boolean } from 'yup';
import { text } from './text';

export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question.';

/** Normalised text that must not be empty once whitespace is removed. */
export const requiredText = (message: string) => text().required(message);

/** A yes/no question that must be answered: true or false, never missing. */
export const requiredAnswer = (message: string = ANSWER_REQUIRED_MESSAGE) =>
  boolean().required(message).typeError(message);
