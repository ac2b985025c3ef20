// docs/spec.md §2 cookie banner that remembers the visitor's choice. The choice is kept in a cookie of its own, so that the
// server, drawing a page (docs/performance.md 'Server rendering'), knows whether the banner belongs in its HTML: the
// banner is then part of the first paint instead of appearing once the page's code has run. A choice made before it
// moved to the cookie (kept in the browser's storage) still counts.
import { createContext, useContext } from 'react';
import type { KeyValueStorage } from '../../lib/storage/browser-storage';

export const COOKIE_CHOICE_KEY = 'portal.cookieChoice';
/** The cookie that keeps the choice: a preference the page's own script reads and writes, so not HttpOnly. */
export const COOKIE_CHOICE_COOKIE = 'portal_cookie_choice';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type CookieChoice = 'accepted' | 'essentialOnly';

const asChoice = (value: string | null | undefined): CookieChoice | null =>
  value === 'accepted' || value === 'essentialOnly' ? value : null;

/** The choice a Cookie header (or `document.cookie`) carries; null when there is none. */
export const cookieChoiceIn = (cookies: string | undefined): CookieChoice | null => {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_CHOICE_COOKIE) return asChoice(value);
  }
  return null;
};

/** A choice made before the choice moved to its cookie. */
export const readStoredCookieChoice = (storage: KeyValueStorage): CookieChoice | null =>
  asChoice(storage.getItem(COOKIE_CHOICE_KEY));

export const saveCookieChoice = (choice: CookieChoice): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers investors use (Firefox); the value is one of two fixed words
  document.cookie = `${COOKIE_CHOICE_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
};

/** The choice the page was opened with: from the request's cookies on the server, from `document.cookie` here. */
export const CookieChoiceContext = createContext<CookieChoice | null>(null);

export const useOpeningCookieChoice = (): CookieChoice | null => useContext(CookieChoiceContext);
