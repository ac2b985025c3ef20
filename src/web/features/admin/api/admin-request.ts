// The back office's HTTP calls: JSON in and out like the rest of the app, but outside docs/spec.md §8's failure counts (those
// send an investor to /500; an admin sees the server's message where they acted, e.g. 501 on countersigning).
import { ApiError, toErrorBody } from '../../../lib/api/api-error';

type AdminRequest = { path: string; method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

const readPayload = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

export const adminRequest = async <T>({ path, method = 'GET', body, signal }: AdminRequest): Promise<T> => {
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
    throw new ApiError(path, 'network', toErrorBody(null));
  }
  const payload = await readPayload(response);
  if (!response.ok) throw new ApiError(path, response.status, toErrorBody(payload));
  return payload as T;
};
