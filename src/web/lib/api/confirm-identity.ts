// Step-up (docs/security.md): the password, or a code of the authenticator app, again before a sensitive action.
import { isApiError } from './api-error';
import { apiRequest } from './http';

export const confirmIdentity = (body: { password: string } | { code: string }): Promise<{ confirmedUntil: string }> =>
  apiRequest({ endpoint: 'POST /api/account/confirm', path: '/api/account/confirm', method: 'POST', body });

/** The server asks for the password or a code again before it goes on. */
export const isStepUpNeeded = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.body.stepUp === true;
