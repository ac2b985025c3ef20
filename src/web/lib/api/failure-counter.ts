// docs/spec.md §8: failures (500 or network) are counted per endpoint in local storage; three in a row on the same endpoint
// send the browser to /500, and a success resets that endpoint's count.
import { CONSECUTIVE_ERROR_LIMIT, STORAGE_KEYS } from '../../../shared/domain/constants';
import { type KeyValueStorage, readJson, writeJson } from '../storage/browser-storage';

type Counts = Record<string, number>;

const readCounts = (storage: KeyValueStorage): Counts => {
  const counts = readJson<unknown>(storage, STORAGE_KEYS.endpointErrorCounts, {});
  return typeof counts === 'object' && counts !== null && !Array.isArray(counts) ? (counts as Counts) : {};
};

export const failureCount = (storage: KeyValueStorage, endpoint: string): number => {
  const count = readCounts(storage)[endpoint];
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
};

/** Counts one more failure and answers the new count. */
export const recordFailure = (storage: KeyValueStorage, endpoint: string): number => {
  const count = failureCount(storage, endpoint) + 1;
  writeJson(storage, STORAGE_KEYS.endpointErrorCounts, { ...readCounts(storage), [endpoint]: count });
  return count;
};

export const recordSuccess = (storage: KeyValueStorage, endpoint: string): void => {
  const counts = readCounts(storage);
  if (!(endpoint in counts)) return;
  const { [endpoint]: _reset, ...rest } = counts;
  writeJson(storage, STORAGE_KEYS.endpointErrorCounts, rest);
};

export const hasReachedFailureLimit = (count: number): boolean => count >= CONSECUTIVE_ERROR_LIMIT;

/**
 * docs/spec.md §8: a 500 or a network failure counts. A proxy's 502, 503 or 504 is the network failing between the browser and
 * the API (the API is down or unreachable behind it), so it counts too. Any other answer is the server speaking: a 4xx,
 * or the 501 of a feature the server does not offer, goes to the call's own error path and leaves the count alone.
 */
const NETWORK_STATUSES = new Set([502, 503, 504]);

export const isCountedFailure = (status: number | 'network'): boolean =>
  status === 'network' || status === 500 || NETWORK_STATUSES.has(status);
