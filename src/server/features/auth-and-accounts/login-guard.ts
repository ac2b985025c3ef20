// The per-e-mail login limit, so that a stranger cannot lock an investor out (docs/security.md 'Login limits', after
// OWASP's authentication guidance): only failed attempts count against the e-mail, and once they pass the limit the
// e-mail is refused from addresses it has never logged in from, while the investor's own address (one that logged in
// to that account with its password before) still gets through with the right password. The per-address limit, which
// counts every attempt, stays in front of it.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http-error';
import { countHit, peekHits } from '../../plugins/rate-limit-store';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again.';

/** How long an address stays the account's own after a successful login from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

export const loginGuard = ({ db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>, email: string, ip: string) => {
  const rule = config.rateLimits.loginPerEmail;
  const failures = `login:email-failed:${email}`;
  const known = `login:known-address:${email}:${ip}`;
  return {
    refuseIfLockedOut: async (): Promise<void> => {
      if ((await peekHits(db, failures, now())) < rule.max) return;
      if ((await peekHits(db, known, now())) > 0) return;
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    },
    countFailure: async (): Promise<void> => {
      await countHit(db, failures, rule.timeWindowMs, now());
    },
    rememberAddress: async (): Promise<void> => {
      await countHit(db, known, KNOWN_ADDRESS_MS, now());
    },
  };
};
