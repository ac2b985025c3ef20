import type { UiConfig } from './api-types';
import { apiRequest } from './http';

export const getUiConfig = (signal?: AbortSignal): Promise<UiConfig> =>
  apiRequest({ endpoint: 'GET /api/fundraise-ui-config', path: '/api/fundraise-ui-config', signal });
