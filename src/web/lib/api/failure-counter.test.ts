import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/domain/constants';
import { memoryStorage } from '../testing/memory-storage';
import {
  failureCount,
  hasReachedFailureLimit,
  isCountedFailure,
  recordFailure,
  recordSuccess,
} from './failure-counter';

describe('per-endpoint failure counts (docs/spec.md §8)', () => {
  it('counts consecutive failures per endpoint in local storage', () => {
    const storage = memoryStorage();
    expect(recordFailure(storage, 'GET /api/fund/:slug')).toBe(1);
    expect(recordFailure(storage, 'GET /api/fund/:slug')).toBe(2);
    expect(recordFailure(storage, 'GET /api/me')).toBe(1);
    expect(JSON.parse(storage.dump()[STORAGE_KEYS.endpointErrorCounts] ?? '{}')).toEqual({
      'GET /api/fund/:slug': 2,
      'GET /api/me': 1,
    });
  });

  it('resets only the endpoint that succeeded', () => {
    const storage = memoryStorage();
    recordFailure(storage, 'a');
    recordFailure(storage, 'b');
    recordSuccess(storage, 'a');
    expect(failureCount(storage, 'a')).toBe(0);
    expect(failureCount(storage, 'b')).toBe(1);
  });

  it.each([
    [2, false],
    [3, true],
    [4, true],
  ])('after %i failures in a row, going to /500 is %s', (count, expected) => {
    expect(hasReachedFailureLimit(count)).toBe(expected);
  });

  it.each([
    [500, true],
    [501, false],
    [502, true],
    [503, true],
    [504, true],
    [505, false],
    ['network' as const, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
  ])('counts a %s answer as a failure: %s', (status, expected) => {
    expect(isCountedFailure(status)).toBe(expected);
  });

  it('reads damaged storage as no failures', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.endpointErrorCounts]: '{not json' });
    expect(failureCount(storage, 'a')).toBe(0);
    expect(recordFailure(storage, 'a')).toBe(1);
  });
});
