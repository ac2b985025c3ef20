import { describe, expect, it } from 'vitest';
import { isLoginMethod, LOGIN_METHODS, loginMethodWords } from './login-method';

describe('login method words', () => {
  it('names each factor given, and never claims a password for a passkey', () => {
    expect(loginMethodWords('password')).toBe('e-mail and password');
    expect(loginMethodWords('password-and-authenticator')).toBe(
      'e-mail and password, then a code from an authenticator app',
    );
    expect(loginMethodWords('password-and-recovery-code')).toBe('e-mail and password, then a recovery code');
    expect(loginMethodWords('passkey')).toBe('a passkey');
    expect(loginMethodWords(null)).toBe('a login whose factors were not recorded');
  });

  it('tells a stored method from anything else', () => {
    for (const method of LOGIN_METHODS) expect(isLoginMethod(method)).toBe(true);
    expect(isLoginMethod('password and passkey')).toBe(false);
    expect(isLoginMethod(null)).toBe(false);
  });
});
