// The one place that talks HTTP: JSON in and out (docs/spec.md §7), the failure counts of docs/spec.md §8, and ApiError for anything
// that is not a 2xx answer.
import { browserStorage } from '../storage/browser-storage';
import { ApiError, toErrorBody } from './api-error';
import { hasReachedFailureLimit, isCountedFailure, recordFailure, recordSuccess } from './failure-counter';

export type ApiRequest = {
  /** Names the endpoint for the failure counts ('GET /api/fund/:slug'), whatever its parameters. */
  endpoint: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
};

let onFailureLimit: () => void = () => {
  window.location.assign('/500');
};

/** The app routes to /500 itself (no full reload) once its router exists. */
export const setFailureLimitHandler = (handler: () => void): void => {
  onFailureLimit = handler;
};

/** docs/spec.md §8 counts for calls made without fetch (uploads with progress, lib/api/upload-request.ts). */
export const countFailure = (endpoint: string, status: number | 'network'): void => {
  if (!isCountedFailure(status)) return;
  if (hasReachedFailureLimit(recordFailure(browserStorage(), endpoint))) onFailureLimit();
};

export const countSuccess = (endpoint: string): void => recordSuccess(browserStorage(), endpoint);

/** The answer's JSON, or null when it has none (an empty body or a proxy's HTML page). */
export const parsePayload = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const apiRequest = async <T>({ endpoint, path, method = 'GET', body, signal }: ApiRequest): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(method === 'POST' && { 'content-type': 'application/json' }) },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    countFailure(endpoint, 'network');
    throw new ApiError(endpoint, 'network', toErrorBody(null));
  }
  const payload = parsePayload(await response.text());
  if (!response.ok) {
    countFailure(endpoint, response.status);
    throw new ApiError(endpoint, response.status, toErrorBody(payload));
  }
  countSuccess(endpoint);
  return payload as T;
};
