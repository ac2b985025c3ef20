import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../fields/email';
import { INVALID_VALUE_MESSAGE, maxLengthMessage } from '../fields/text';
import { CURRENT_PASSWORD_REQUIRED, checkEmailChange, EMAIL_MAX_LENGTH } from './email-change.schema';

describe('asking to change the login e-mail', () => {
  it('trims the address and keeps the password exactly as typed', () => {
    expect(checkEmailChange({ newEmail: ' jane@example.com  ', currentPassword: ' two  spaces ' })).toEqual({
      values: { newEmail: 'jane@example.com', currentPassword: ' two  spaces ' },
    });
  });

  it.each([
    [{ newEmail: 'jane', currentPassword: 'secret' }, { newEmail: EMAIL_MESSAGE }],
    [{ currentPassword: 'secret' }, { newEmail: EMAIL_MESSAGE }],
    [{ newEmail: 'jane@example.com', currentPassword: '' }, { currentPassword: CURRENT_PASSWORD_REQUIRED }],
    [{}, { newEmail: EMAIL_MESSAGE, currentPassword: CURRENT_PASSWORD_REQUIRED }],
    [
      { newEmail: `${'j'.repeat(EMAIL_MAX_LENGTH)}@example.com`, currentPassword: 'secret' },
      { newEmail: maxLengthMessage(EMAIL_MAX_LENGTH) },
    ],
    [{ newEmail: 'jane@example.com', currentPassword: 42 }, { currentPassword: INVALID_VALUE_MESSAGE }],
    [null, { newEmail: EMAIL_MESSAGE, currentPassword: CURRENT_PASSWORD_REQUIRED }],
  ])('refuses %j under each failing field', (input, errors) => {
    expect(checkEmailChange(input)).toEqual({ errors });
  });
});
