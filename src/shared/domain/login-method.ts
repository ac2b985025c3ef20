// How a session was opened: the factors the person gave at login. Signing evidence (the certificate of completion, the
// audit log, the admin's view) states it as it happened, never as the usual case (docs/signing.md 'Evidence').

export const LOGIN_METHODS = [
  'password',
  'password-and-authenticator',
  'password-and-recovery-code',
  'passkey',
] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const isLoginMethod = (value: unknown): value is LoginMethod =>
  typeof value === 'string' && (LOGIN_METHODS as readonly string[]).includes(value);

const WORDS: Record<LoginMethod, string> = {
  password: 'e-mail and password',
  'password-and-authenticator': 'e-mail and password, then a code from an authenticator app',
  'password-and-recovery-code': 'e-mail and password, then a recovery code',
  passkey: 'a passkey',
};

/** The factors in words; a session opened before logins recorded them says so rather than guess. */
export const loginMethodWords = (method: LoginMethod | null): string =>
  method ? WORDS[method] : 'a login whose factors were not recorded';
