import type { Visitor } from './api-types';
import { apiRequest } from './http';

/** docs/spec.md §7 GET /api/me: who is visiting. */
export const VISITOR_PATH = '/api/me';

export const getVisitor = (signal?: AbortSignal): Promise<Visitor> =>
  apiRequest({ endpoint: 'GET /api/me', path: VISITOR_PATH, signal });
