// docs/spec.md §5: a plain checkbox is unchecked unless set; a 'required true' checkbox needs an explicit true.
import { boolean } from 'yup';
import { INVALID_VALUE_MESSAGE } from './text';

export const checkbox = () =>
  boolean()
    .default(false)
    .typeError(INVALID_VALUE_MESSAGE)
    .transform((value: unknown) => value ?? false);

/** Only the boolean true: strict, so the string 'true' is not read as true. */
export const requiredTrue = (message: string) =>
  boolean().default(false).strict().typeError(message).required(message).oneOf([true], message);
