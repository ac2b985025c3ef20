// docs/spec.md §8 / §9: the page to return to after logging in is kept in local storage under its own key.
import { STORAGE_KEYS } from '../../../shared/domain/constants';
import type { KeyValueStorage } from '../storage/browser-storage';

/** Only paths of this site: never an absolute URL or a protocol-relative one ('//evil.example'). */
export const isSafeReturnPath = (url: string): boolean =>
  url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !url.startsWith('/api/');

export const rememberPostLoginUrl = (storage: KeyValueStorage, url: string): void => {
  if (!isSafeReturnPath(url)) return;
  try {
    storage.setItem(STORAGE_KEYS.postLoginUrl, url);
  } catch {
    // Without storage the investor lands on the default page after login.
  }
};

export const peekPostLoginUrl = (storage: KeyValueStorage): string | null => {
  const url = storage.getItem(STORAGE_KEYS.postLoginUrl);
  return url !== null && isSafeReturnPath(url) ? url : null;
};

/** The stored page, once: reading it clears it. */
export const takePostLoginUrl = (storage: KeyValueStorage): string | null => {
  const url = peekPostLoginUrl(storage);
  storage.removeItem(STORAGE_KEYS.postLoginUrl);
  return url;
};

/** The fund a stored return page belongs to ('/fund/{slug}/…' → slug). */
export const fundSlugOfUrl = (url: string): string | null => {
  const match = /^\/fund\/(?!login\/|waitlist\/)([a-z0-9][a-z0-9-]*)(?:[/?#]|$)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
};

/**
 * docs/spec.md §8 'Login redirect': on the portal login, when a return page is stored and the URL carries a redirect, the
 * login of that page's fund is the right one.
 */
export const fundLoginRedirect = (storedUrl: string | null, search: string): string | null => {
  if (storedUrl === null || !new URLSearchParams(search).has('redirect')) return null;
  const slug = fundSlugOfUrl(storedUrl);
  return slug ? `/fund/login/${slug}` : null;
};
