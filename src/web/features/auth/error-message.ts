// What an account form says when a call fails: the server's own words for 4xx, the generic flash text otherwise.
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';

export const formErrorMessage = (error: unknown): string =>
  isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500
    ? error.body.message
    : GENERIC_ERROR_MESSAGE;
