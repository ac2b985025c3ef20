// Asking to change the login e-mail (docs/security.md 'Account settings'): the new address and the current password.
// One schema for the settings form and POST /api/account/email.
import { type ObjectSchema, object, string, ValidationError } from 'yup';
import { email } from '../fields/email';
import { INVALID_VALUE_MESSAGE, maxLengthMessage } from '../fields/text';

/** As sign-up takes them (RFC 5321's longest address; the longest password). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';

export type EmailChangeValues = { newEmail: string; currentPassword: string };
export type EmailChangeErrors = Partial<Record<keyof EmailChangeValues, string>>;

export const emailChangeSchema: ObjectSchema<EmailChangeValues> = object({
  newEmail: email().max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH)),
  // A password is taken exactly as typed: no trimming, no collapsing of spaces, nothing turned into text.
  currentPassword: string()
    .strict()
    .default('')
    .typeError(INVALID_VALUE_MESSAGE)
    .required(CURRENT_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)),
});

/** The values as they are stored (the address trimmed), or the first message of each field that fails. */
export const checkEmailChange = (
  input: unknown,
): { values: EmailChangeValues; errors?: undefined } | { values?: undefined; errors: EmailChangeErrors } => {
  try {
    return { values: emailChangeSchema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: EmailChangeErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path === 'currentPassword' ? 'currentPassword' : 'newEmail';
      errors[field] ??= issue.message;
    }
    return { errors };
  }
};
