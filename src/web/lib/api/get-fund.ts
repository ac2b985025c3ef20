import type { FundView } from './api-types';
import { apiRequest } from './http';

export const getFund = (slug: string, signal?: AbortSignal): Promise<FundView> =>
  apiRequest({ endpoint: 'GET /api/fund/:slug', path: `/api/fund/${encodeURIComponent(slug)}`, signal });
