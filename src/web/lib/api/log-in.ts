import type { Visitor } from './api-types';
import { apiRequest } from './http';

export type Credentials = { email: string; password: string };

export const logIn = (credentials: Credentials): Promise<Visitor> =>
  apiRequest({ endpoint: 'POST /api/login', path: '/api/login', method: 'POST', body: credentials });
