import type { MessageAnswer } from './api-types';
import { apiRequest } from './http';

export const confirmPasswordReset = (token: string, password: string): Promise<MessageAnswer> =>
  apiRequest({
    endpoint: 'POST /api/password-reset/confirm',
    path: '/api/password-reset/confirm',
    method: 'POST',
    body: { token, password },
  });
