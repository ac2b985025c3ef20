import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../api/api-error';
import { PREVIOUS_STEP_FAILED_MESSAGE, submitFailureAction, TRANSACTION_NOT_FOUND_MESSAGE } from './submit-failure';

const at = { fundSlug: 'venture-fund-iv', pathname: '/fund/venture-fund-iv/invest/ssn-tax-id/t1' };
const error = (status: number | 'network', body: ApiErrorBody) => ({ status, body });

describe('submit failures (docs/spec.md §8)', () => {
  it('flashes the server message of a 400 and goes to the fund page', () => {
    expect(submitFailureAction(error(400, { message: 'Please correct the highlighted fields.' }), at)).toEqual({
      kind: 'flashAndGo',
      text: 'Please correct the highlighted fields.',
      to: '/fund/venture-fund-iv',
    });
  });

  it('stays on the fund page when a 400 happens there', () => {
    expect(submitFailureAction(error(400, { message: 'No.' }), { ...at, pathname: '/fund/venture-fund-iv' })).toEqual({
      kind: 'flash',
      text: 'No.',
    });
  });

  it('goes to the redirect path of a 401', () => {
    expect(
      submitFailureAction(error(401, { message: 'Log in', redirectPath: '/fund/login/venture-fund-iv' }), at),
    ).toEqual({
      kind: 'login',
      to: '/fund/login/venture-fund-iv',
    });
  });

  it('goes to the waitlist page for a 403 tagged [fundMaxExceeded]', () => {
    expect(submitFailureAction(error(403, { message: 'This fund is full. [fundMaxExceeded]' }), at)).toEqual({
      kind: 'go',
      to: '/fund/waitlist/venture-fund-iv?fundMaxExceeded=true',
    });
  });

  it.each([
    [403, 'This fund is closed to new investments.'],
    [500, 'Internal'],
    ['network' as const, 'x'],
    [429, 'Too many attempts.'],
  ])('takes the generic failure path for %s', (status, message) => {
    expect(submitFailureAction(error(status, { message }), at)).toEqual({
      kind: 'flash',
      text: 'An error has occurred. Please refresh to try again.',
    });
  });

  it('goes to the fund page with a flash when the transaction is not found', () => {
    expect(submitFailureAction(error(404, { message: 'Investment not found.' }), at)).toEqual({
      kind: 'flashAndGo',
      text: TRANSACTION_NOT_FOUND_MESSAGE,
      to: '/fund/venture-fund-iv',
    });
  });

  it('goes to the current step when another window moved the flow on', () => {
    expect(submitFailureAction(error(409, { message: 'Changed elsewhere.', currentStep: 'NAME_PHONE' }), at)).toEqual({
      kind: 'goToStep',
      step: 'NAME_PHONE',
      text: 'Changed elsewhere.',
    });
  });

  it('says "Something\'s not right" when Previous fails', () => {
    expect(submitFailureAction(error(500, { message: 'x' }), { ...at, isPrevious: true })).toEqual({
      kind: 'flash',
      text: PREVIOUS_STEP_FAILED_MESSAGE,
    });
    expect(PREVIOUS_STEP_FAILED_MESSAGE).toBe("Something's not right. Please try again.");
  });
});
