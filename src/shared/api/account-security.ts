// The account's security settings (docs/security.md 'Account settings'): changing the password, and the sessions
// logged in to the account with "log out everywhere else".

export const PASSWORD_CHANGED = 'Your password is changed. Every other session is logged out.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const SAME_PASSWORD = 'Please choose a password other than the current one.';
export const NOT_WHILE_ACTING = 'An administrator acting as an investor cannot change their password or sessions.';

export type AccountSession = {
  id: string;
  /** The browser and system, as far as the user agent tells ("Chrome on macOS"). */
  device: string;
  ip: string | null;
  createdAt: string;
  isCurrent: boolean;
};

export type AccountSessionsAnswer = { sessions: AccountSession[] };
export type PasswordChangedAnswer = { message: string; loggedOutSessions: number };
export type OtherSessionsEndedAnswer = { loggedOutSessions: number };

/** "Chrome on macOS" from a user agent: the few browsers and systems people use, else a plain fallback. */
export const deviceOf = (userAgent: string | null): string => {
  if (!userAgent) return 'Unknown browser';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'A browser';
  const system =
    [
      [/iPhone|iPad/, 'iOS'],
      [/Android/, 'Android'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Windows/, 'Windows'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  return system ? `${browser} on ${system}` : String(browser);
};
