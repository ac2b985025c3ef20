// The one place that talks HTTP: JSON in and out (docs/spec.md §7), the failure counts of docs/spec.md §8, ApiError for
// anything that is not a 2xx answer, and files saved from an answer. The back office calls through here too, outside
// the failure counts (`isCounted: false`: those send an investor to /500; an admin reads the server's message where
// they acted). Uploads that show progress go through upload-request.ts, the one XMLHttpRequest (fetch cannot tell how
// much of a body has gone up).
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
  /** Whether a failure counts toward docs/spec.md §8's limit (an investor's calls); false for the back office. */
  isCounted?: boolean;
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

export const apiRequest = async <T>({
  endpoint,
  path,
  method = 'GET',
  body,
  signal,
  isCounted = true,
}: ApiRequest): Promise<T> => {
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
    if (isCounted) countFailure(endpoint, 'network');
    throw new ApiError(endpoint, 'network', toErrorBody(null));
  }
  const payload = parsePayload(await response.text());
  if (!response.ok) {
    if (isCounted) countFailure(endpoint, response.status);
    throw new ApiError(endpoint, response.status, toErrorBody(payload));
  }
  if (isCounted) countSuccess(endpoint);
  return payload as T;
};

type FileRequest = { endpoint: string; path: string; body?: unknown; accept: string; fallbackName: string };

/**
 * Saves the file an answer carries under the name the server gives (`Content-Disposition`), or throws the server's
 * refusal as an ApiError (a step-up asked for first, a selection refused). A GET, or a JSON POST when there is a body.
 */
export const downloadFile = async ({ endpoint, path, body, accept, fallbackName }: FileRequest): Promise<void> => {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      accept: `${accept}, application/json`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(endpoint, response.status, toErrorBody(parsePayload(await response.text())));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
};
