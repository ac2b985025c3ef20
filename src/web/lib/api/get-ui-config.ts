import type { UiConfig } from './api-types';
import { apiRequest } from './http';

export const UI_CONFIG_PATH = '/api/fundraise-ui-config';

export const getUiConfig = (signal?: AbortSignal): Promise<UiConfig> =>
  apiRequest({ endpoint: 'GET /api/fundraise-ui-config', path: UI_CONFIG_PATH, signal });
