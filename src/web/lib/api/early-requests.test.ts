import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-requests';

describe('requests started early', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the request to the first taker only, and starts it once', async () => {
    const request = vi.fn(async () => 'fund');
    startEarly('fund:a', request);
    startEarly('fund:a', request);
    expect(request).toHaveBeenCalledTimes(1);
    expect(await takeEarly<string>('fund:a')).toBe('fund');
    expect(takeEarly('fund:a')).toBeUndefined();
  });

  it('hands over a failure as it is, without an unhandled rejection before it is taken', async () => {
    startEarly('fund:b', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('fund:b')).rejects.toThrow('offline');
  });

  it('drops a request nobody took in time', () => {
    vi.useFakeTimers();
    startEarly('fund:c', async () => 'stale');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('fund:c')).toBeUndefined();
  });
});
