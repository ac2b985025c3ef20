// docs/spec.md §8 failures of the flow calls, decided in one place. Submit: 400 flashes the server's message and goes to
// the fund page unless already there; 401 goes to redirectPath; 403 with [fundMaxExceeded] goes to the waitlist page;
// anything else flashes the generic message. A 404 means the transaction is gone (flash, fund page); a 409 (docs/design.md §5:
// another window moved the flow on) goes to the step that is current. Previous fails with its own default message.
import { isStepId, type StepId } from '../../../shared/domain/steps';
import type { ApiError } from '../api/api-error';
import { GENERIC_ERROR_MESSAGE } from '../api/api-error';

export const FUND_MAX_EXCEEDED_TAG = '[fundMaxExceeded]';
export const PREVIOUS_STEP_FAILED_MESSAGE = "Something's not right. Please try again.";
export const TRANSACTION_NOT_FOUND_MESSAGE =
  'We could not find that investment. Please start again from the fund page.';

export type FailureAction =
  | { kind: 'flash'; text: string }
  | { kind: 'flashAndGo'; text: string; to: string }
  | { kind: 'login'; to: string }
  | { kind: 'go'; to: string }
  | { kind: 'goToStep'; step: StepId; text: string };

export const waitlistPath = (fundSlug: string): string => `/fund/waitlist/${fundSlug}?fundMaxExceeded=true`;

type FailureContext = { fundSlug: string; pathname: string; isPrevious?: boolean };

export const submitFailureAction = (
  { status, body }: Pick<ApiError, 'status' | 'body'>,
  { fundSlug, pathname, isPrevious = false }: FailureContext,
): FailureAction => {
  const fundPath = `/fund/${fundSlug}`;
  if (status === 401) return { kind: 'login', to: body.redirectPath ?? `/fund/login/${fundSlug}` };
  if (status === 404) return { kind: 'flashAndGo', text: TRANSACTION_NOT_FOUND_MESSAGE, to: fundPath };
  if (status === 409 && isStepId(body.currentStep)) {
    return { kind: 'goToStep', step: body.currentStep, text: body.message };
  }
  if (isPrevious) return { kind: 'flash', text: PREVIOUS_STEP_FAILED_MESSAGE };
  if (status === 400) {
    return pathname === fundPath
      ? { kind: 'flash', text: body.message }
      : { kind: 'flashAndGo', text: body.message, to: fundPath };
  }
  if (status === 403 && body.message.includes(FUND_MAX_EXCEEDED_TAG)) return { kind: 'go', to: waitlistPath(fundSlug) };
  return { kind: 'flash', text: GENERIC_ERROR_MESSAGE };
};
