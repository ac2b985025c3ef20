import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../fields/email';
import { INVALID_VALUE_MESSAGE, maxLengthMessage } from '../fields/text';
import { ALL_INVESTMENTS, checkDelegateInvite, SCOPE_MESSAGE } from './delegate-invite.schema';
import { EMAIL_MAX_LENGTH } from './email-change.schema';

const ID = '3f1c2a9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

describe('inviting a delegate', () => {
  it.each([
    [
      { email: ' avery@example.com ', scope: ALL_INVESTMENTS },
      { email: 'avery@example.com', scope: ALL_INVESTMENTS },
    ],
    [
      { email: 'avery@example.com', scope: ID },
      { email: 'avery@example.com', scope: ID },
    ],
  ])('takes %j', (input, values) => {
    expect(checkDelegateInvite(input)).toEqual({ values });
  });

  it.each([
    [{ email: 'avery', scope: ALL_INVESTMENTS }, { email: EMAIL_MESSAGE }],
    [{ scope: ALL_INVESTMENTS }, { email: EMAIL_MESSAGE }],
    [
      { email: `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`, scope: ALL_INVESTMENTS },
      { email: maxLengthMessage(EMAIL_MAX_LENGTH) },
    ],
    [{ email: 'avery@example.com' }, { scope: SCOPE_MESSAGE }],
    [{ email: 'avery@example.com', scope: 'some' }, { scope: SCOPE_MESSAGE }],
    [{ email: 'avery@example.com', scope: '' }, { scope: SCOPE_MESSAGE }],
    [{ email: 'avery@example.com', scope: 42 }, { scope: INVALID_VALUE_MESSAGE }],
    [null, { email: EMAIL_MESSAGE, scope: SCOPE_MESSAGE }],
  ])('refuses %j under each failing field', (input, errors) => {
    expect(checkDelegateInvite(input)).toEqual({ errors });
  });
});
