import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/domain/constants';
import { memoryStorage } from '../testing/memory-storage';
import {
  fundLoginRedirect,
  fundSlugOfUrl,
  isSafeReturnPath,
  peekPostLoginUrl,
  rememberPostLoginUrl,
  takePostLoginUrl,
} from './post-login-url';

describe('post-login return URL (docs/spec.md §8, §9)', () => {
  it('remembers a page of this site under its own key and gives it back once', () => {
    const storage = memoryStorage();
    rememberPostLoginUrl(storage, '/fund/venture-fund-iv/invest/ssn-tax-id/t1');
    expect(storage.dump()[STORAGE_KEYS.postLoginUrl]).toBe('/fund/venture-fund-iv/invest/ssn-tax-id/t1');
    expect(takePostLoginUrl(storage)).toBe('/fund/venture-fund-iv/invest/ssn-tax-id/t1');
    expect(takePostLoginUrl(storage)).toBeNull();
  });

  it.each([['https://evil.example/'], ['//evil.example'], ['/\\evil.example'], ['/api/logout'], ['fund/x']])(
    'never returns to %j',
    (url) => {
      expect(isSafeReturnPath(url)).toBe(false);
      const storage = memoryStorage({ [STORAGE_KEYS.postLoginUrl]: url });
      expect(peekPostLoginUrl(storage)).toBeNull();
    },
  );

  it.each([
    ['/fund/venture-fund-iv', 'venture-fund-iv'],
    ['/fund/Venture-Fund-IV/invest/initial/t1', 'venture-fund-iv'],
    ['/fund/login/venture-fund-iv', null],
    ['/fund/waitlist/venture-fund-iv', null],
    ['/investment-summary', null],
  ])('finds the fund of %j: %j', (url, slug) => {
    expect(fundSlugOfUrl(url)).toBe(slug);
  });

  it('hands the portal login over to the fund login when a page is stored and the URL carries a redirect', () => {
    expect(fundLoginRedirect('/fund/venture-fund-iv/invest/initial/t1', '?redirect=1')).toBe(
      '/fund/login/venture-fund-iv',
    );
  });

  it.each([
    [null, '?redirect=1'],
    ['/fund/venture-fund-iv', ''],
    ['/investment-summary', '?redirect=1'],
  ])('stays on the portal login for a stored page %j and search %j', (stored, search) => {
    expect(fundLoginRedirect(stored, search)).toBeNull();
  });
});
