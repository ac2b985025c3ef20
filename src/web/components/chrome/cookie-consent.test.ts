import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/testing/memory-storage';
import { COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_KEY, cookieChoiceIn, readStoredCookieChoice } from './cookie-consent';

describe('cookie banner choice (docs/spec.md §2)', () => {
  it('reads the choice from the cookies, among others', () => {
    expect(cookieChoiceIn(`portal_session=abc; ${COOKIE_CHOICE_COOKIE}=essentialOnly; other=1`)).toBe('essentialOnly');
    expect(cookieChoiceIn(`${COOKIE_CHOICE_COOKIE}=accepted`)).toBe('accepted');
  });

  it('asks again when there is no choice, or the value is not a choice', () => {
    expect(cookieChoiceIn(undefined)).toBeNull();
    expect(cookieChoiceIn('portal_session=abc')).toBeNull();
    expect(cookieChoiceIn(`${COOKIE_CHOICE_COOKIE}=maybe`)).toBeNull();
    expect(cookieChoiceIn(`x${COOKIE_CHOICE_COOKIE}=accepted`)).toBeNull();
  });

  it('still counts a choice kept in the browser storage before the cookie', () => {
    expect(readStoredCookieChoice(memoryStorage({ [COOKIE_CHOICE_KEY]: 'accepted' }))).toBe('accepted');
    expect(readStoredCookieChoice(memoryStorage({ [COOKIE_CHOICE_KEY]: 'maybe' }))).toBeNull();
    expect(readStoredCookieChoice(memoryStorage())).toBeNull();
  });
});
