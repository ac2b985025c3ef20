import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/testing/memory-storage';
import { COOKIE_CHOICE_KEY, readCookieChoice, saveCookieChoice } from './cookie-consent';

describe('cookie banner choice (SPEC §2)', () => {
  it('remembers the choice', () => {
    const storage = memoryStorage();
    expect(readCookieChoice(storage)).toBeNull();
    saveCookieChoice(storage, 'essentialOnly');
    expect(readCookieChoice(storage)).toBe('essentialOnly');
  });

  it('asks again when the stored value is not a choice', () => {
    expect(readCookieChoice(memoryStorage({ [COOKIE_CHOICE_KEY]: 'maybe' }))).toBeNull();
  });
});
