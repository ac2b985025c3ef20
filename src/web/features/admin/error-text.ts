// What an admin reads when a call fails: the server's plain message, or the generic one.
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';

export const messageOf = (error: unknown): string => (isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE);

export const fieldsOf = (error: unknown): Record<string, string> =>
  isApiError(error) ? (error.body.fields ?? {}) : {};
