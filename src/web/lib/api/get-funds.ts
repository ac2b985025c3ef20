import type { FundsAnswer } from '../../../shared/api/funds';
import { apiRequest } from './http';

/** The funds the home page presents, each with its state for this visitor (docs/api.md GET /api/funds). */
export const FUNDS_PATH = '/api/funds';

export const getFunds = (signal?: AbortSignal): Promise<FundsAnswer> =>
  apiRequest({ endpoint: 'GET /api/funds', path: FUNDS_PATH, signal });
