import type { Visitor } from './api-types';
import { apiRequest } from './http';

export type SignUpRequest = { email: string; password: string; firstName: string; lastName: string };

export const signUp = (request: SignUpRequest): Promise<Visitor> =>
  apiRequest({ endpoint: 'POST /api/signup', path: '/api/signup', method: 'POST', body: request });
