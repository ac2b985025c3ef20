// docs/spec.md §5 person names (legal first/last, secondary, spouse): non-blank; letters including accented ones, hyphen,
// apostrophe, space, period and comma. \p{M} keeps decomposed accents (e + combining diaeresis) valid.
import { requiredText } from './required';

export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}'’ .,-]+$/u;

export const NAME_MESSAGES = {
  legalFirstName: 'Please enter your legal first name.',
  legalLastName: 'Please enter your legal last name.',
  secondaryLegalFirstName: "Please enter the secondary subscriber's legal first name.",
  secondaryLegalLastName: "Please enter the secondary subscriber's legal last name.",
  spouseLegalFirstName: "Please enter your spouse's legal first name.",
  spouseLegalLastName: "Please enter your spouse's legal last name.",
} as const;

export const personName = (message: string) => requiredText(message).matches(PERSON_NAME_PATTERN, message);
