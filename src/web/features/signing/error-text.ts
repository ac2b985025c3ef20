// What a failed signing call says to the signer: the server's own message, or docs/spec.md §8's generic one.
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';

export const errorText = (error: unknown): string => (isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE);
