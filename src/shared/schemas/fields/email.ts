// docs/spec.md §5 'E-mail must look like an address': one @, something before it, and a domain with a dot.
import { requiredText } from './required';

export const EMAIL_MESSAGE = 'Please enter a valid e-mail address.';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const email = () => requiredText(EMAIL_MESSAGE).matches(EMAIL_PATTERN, EMAIL_MESSAGE);
