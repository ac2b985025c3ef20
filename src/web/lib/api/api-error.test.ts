import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, toErrorBody } from './api-error';

describe('reading an error answer', () => {
  it('keeps the message, field messages, redirect path and current step', () => {
    expect(
      toErrorBody({
        message: 'Please correct the highlighted fields.',
        fields: { ssn: 'Please enter a valid SSN.', bad: 3 },
        redirectPath: '/fund/login/x',
        currentStep: 'SSN_TAX_ID',
      }),
    ).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { ssn: 'Please enter a valid SSN.' },
      redirectPath: '/fund/login/x',
      currentStep: 'SSN_TAX_ID',
    });
  });

  it.each([[null], ['<html>oops</html>'], [{ message: '' }], [{ error: 'x' }]])(
    'falls back to the generic flash text for %j',
    (payload) => {
      expect(toErrorBody(payload)).toEqual({ message: GENERIC_ERROR_MESSAGE });
    },
  );

  it('words the generic flash as docs/spec.md §8 does', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('An error has occurred. Please refresh to try again.');
  });
});
