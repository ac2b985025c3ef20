import { describe, expect, it } from 'vitest';
import { loadedOnce } from './loaded-once';

describe('code loaded once', () => {
  it('loads each key once and answers it synchronously once it arrived', async () => {
    const calls: string[] = [];
    const code = loadedOnce(async (key: string) => {
      calls.push(key);
      return key.toUpperCase();
    });
    expect(code.loaded('a')).toBeUndefined();
    const first = code.load('a');
    expect(code.load('a')).toBe(first);
    expect(await first).toBe('A');
    expect(code.loaded('a')).toBe('A');
    expect(calls).toEqual(['a']);
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const code = loadedOnce(async (key: string) => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return key;
    });
    await expect(code.load('a')).rejects.toThrow('offline');
    expect(code.loaded('a')).toBeUndefined();
    expect(await code.load('a')).toBe('a');
    expect(attempts).toBe(2);
  });
});
