import type { MessageAnswer } from './api-types';
import { apiRequest } from './http';

export const requestPasswordReset = (email: string): Promise<MessageAnswer> =>
  apiRequest({ endpoint: 'POST /api/password-reset', path: '/api/password-reset', method: 'POST', body: { email } });
