import type { FundView } from './api-types';
import { apiRequest } from './http';

export const fundPath = (slug: string): string => `/api/fund/${encodeURIComponent(slug)}`;

export const getFund = (slug: string, signal?: AbortSignal): Promise<FundView> =>
  apiRequest({ endpoint: 'GET /api/fund/:slug', path: fundPath(slug), signal });
