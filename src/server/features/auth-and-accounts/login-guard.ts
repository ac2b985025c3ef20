// The login lockout, so that a stranger guessing passwords cannot lock an investor out (docs/security.md 'Login
// limits', after OWASP's authentication guidance and the smart lockouts of the large identity providers): only failed
// attempts count, and they count against the account *and* where they come from: a device that logged in to the account
// before (its device cookie) or else the network address. Ten failures lock that device or that address for the
// account, nothing else, so the investor's own browser, or a new one elsewhere, still gets in with the right password.
// Against guessing spread over many addresses, a much higher ceiling counts every failure on the account: past it the
// account is refused from devices and addresses it has never logged in from. The per-address limit, which counts every
// attempt whatever the e-mail, stays in front of it all (auth-routes.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http-error';
import { countHit, keepHit, peekHits } from '../../plugins/rate-limit-store';
import { hashToken, newToken } from '../../security/tokens';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again.';

/** How long a device or an address stays the account's own after a login from it. */
export const KNOWN_SOURCE_MS = 90 * 24 * 60 * 60 * 1000;

/** A random name the browser keeps for itself once it has logged in; it opens nothing on its own. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

type GuardDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

export const loginGuard = ({ db, config, now }: GuardDeps, email: string, request: FastifyRequest) => {
  const { loginPerEmail: perSource, loginFailuresPerAccount: ceiling } = config.rateLimits;
  const cookie = request.cookies[DEVICE_COOKIE];
  const device = cookie && DEVICE_TOKEN.test(cookie) ? hashToken(cookie) : undefined;
  const knownDevice = (hash: string) => `login:known-device:${email}:${hash}`;
  const knownAddress = `login:known-address:${email}:${request.ip}`;
  const accountFailures = `login:account-failed:${email}`;
  let isKnownDevice: Promise<boolean> | undefined;
  const fromKnownDevice = () => {
    isKnownDevice ??= device
      ? peekHits(db, knownDevice(device), now()).then((hits) => hits > 0)
      : Promise.resolve(false);
    return isKnownDevice;
  };
  /** Where the failures of this attempt count: its known device, or else its address. */
  const sourceFailures = async () =>
    (await fromKnownDevice())
      ? `login:failed:${email}:device:${device}`
      : `login:failed:${email}:address:${request.ip}`;

  return {
    refuseIfLockedOut: async (): Promise<void> => {
      if ((await peekHits(db, await sourceFailures(), now())) >= perSource.max) {
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      if (await fromKnownDevice()) return;
      if ((await peekHits(db, accountFailures, now())) < ceiling.max) return;
      if ((await peekHits(db, knownAddress, now())) > 0) return;
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    },
    countFailure: async (): Promise<void> => {
      await countHit(db, await sourceFailures(), perSource.timeWindowMs, now());
      await countHit(db, accountFailures, ceiling.timeWindowMs, now());
    },
    /** After the account's password (and second factor) were right: this address and this browser are its own. */
    rememberSource: async (reply: FastifyReply): Promise<void> => {
      const token = cookie && DEVICE_TOKEN.test(cookie) ? cookie : newToken();
      await keepHit(db, knownAddress, KNOWN_SOURCE_MS, now());
      await keepHit(db, knownDevice(hashToken(token)), KNOWN_SOURCE_MS, now());
      reply.setCookie(DEVICE_COOKIE, token, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: Math.floor(KNOWN_SOURCE_MS / 1000),
      });
    },
  };
};
