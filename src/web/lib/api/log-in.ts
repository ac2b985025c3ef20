import type { SecondFactorNeeded } from '../../../shared/api/two-step';
import type { Visitor } from './api-types';
import { apiRequest } from './http';

export type Credentials = { email: string; password: string };

/** The visitor, or (with two-step verification on) what the login's second step needs. */
export const logIn = (credentials: Credentials): Promise<Visitor | SecondFactorNeeded> =>
  apiRequest({ endpoint: 'POST /api/login', path: '/api/login', method: 'POST', body: credentials });
