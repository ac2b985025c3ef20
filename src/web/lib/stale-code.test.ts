import { describe, expect, it } from 'vitest';
import { isCodeDownloadError, RELOAD_QUIET_PERIOD_MS, RELOADED_FOR_CODE_KEY, reloadOnceForCode } from './stale-code';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('isCodeDownloadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/fund-page-DyBvn_qY.js',
    'error loading dynamically imported module: http://127.0.0.1:3000/assets/fund-page-DyBvn_qY.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/step-page-BhP_wuqQ.css',
  ])('knows %s', (message) => {
    expect(isCodeDownloadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the 500 page', () => {
    expect(isCodeDownloadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeDownloadError(new Error('Failed to fetch'))).toBe(false);
    expect(isCodeDownloadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForCode', () => {
  it('reloads and remembers when', () => {
    const storage = memoryStorage();
    let reloads = 0;
    expect(reloadOnceForCode({ storage, now: 1_000_000, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.items.get(RELOADED_FOR_CODE_KEY)).toBe('1000000');
  });

  it('does not reload again within the quiet period, and does after it', () => {
    const storage = memoryStorage({ [RELOADED_FOR_CODE_KEY]: '1000000' });
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnceForCode({ storage, now: 1_000_000 + RELOAD_QUIET_PERIOD_MS - 1, reload })).toBe(false);
    expect(reloads).toBe(0);
    expect(reloadOnceForCode({ storage, now: 1_000_000 + RELOAD_QUIET_PERIOD_MS, reload })).toBe(true);
    expect(reloads).toBe(1);
  });

  it('does not reload without storage, which could not stop a loop', () => {
    let reloads = 0;
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(reloadOnceForCode({ storage, now: 1, reload: () => reloads++ })).toBe(false);
    expect(reloads).toBe(0);
  });
});
