// Inviting a delegate (docs/security.md 'Delegates'): their e-mail, and all investments or one. One schema for the
// settings form and POST /api/account/delegates.
import { type ObjectSchema, object, string, ValidationError } from 'yup';
import { email } from '../fields/email';
import { INVALID_VALUE_MESSAGE, maxLengthMessage } from '../fields/text';
import { EMAIL_MAX_LENGTH } from './email-change.schema';

export const ALL_INVESTMENTS = 'all';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DelegateInviteValues = {
  email: string;
  /** 'all', or the id of one of the investor's investments. */
  scope: string;
};
export type DelegateInviteErrors = Partial<Record<keyof DelegateInviteValues, string>>;

export const SCOPE_MESSAGE = 'Please choose all your investments or one of them.';

export const delegateInviteSchema: ObjectSchema<DelegateInviteValues> = object({
  email: email().max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH)),
  scope: string()
    .strict()
    .typeError(INVALID_VALUE_MESSAGE)
    .required(SCOPE_MESSAGE)
    .test('scope', SCOPE_MESSAGE, (value) => value === ALL_INVESTMENTS || UUID.test(value)),
});

/** The values as they are stored (the address trimmed), or the first message of each field that fails. */
export const checkDelegateInvite = (
  input: unknown,
): { values: DelegateInviteValues; errors?: undefined } | { values?: undefined; errors: DelegateInviteErrors } => {
  try {
    return { values: delegateInviteSchema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: DelegateInviteErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path === 'scope' ? 'scope' : 'email';
      errors[field] ??= issue.message;
    }
    return { errors };
  }
};
