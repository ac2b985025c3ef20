// SPEC §2 cookie banner that remembers the visitor's choice.
import type { KeyValueStorage } from '../../lib/storage/browser-storage';

export const COOKIE_CHOICE_KEY = 'portal.cookieChoice';
export type CookieChoice = 'accepted' | 'essentialOnly';

export const readCookieChoice = (storage: KeyValueStorage): CookieChoice | null => {
  const value = storage.getItem(COOKIE_CHOICE_KEY);
  return value === 'accepted' || value === 'essentialOnly' ? value : null;
};

export const saveCookieChoice = (storage: KeyValueStorage, choice: CookieChoice): void => {
  try {
    storage.setItem(COOKIE_CHOICE_KEY, choice);
  } catch {
    // The banner then shows again next visit.
  }
};
