// scrypt password hashes from node:crypto (docs/design.md §5). Stored as `scrypt$N$r$p$salt$hash`, base64url parts.

import type { ScryptOptions } from 'node:crypto';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
type ScryptParams = { N: number; r: number; p: number };
/** The cost of every new hash: N = 2^14, r = 8, p = 1, as OWASP advises for scrypt. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 };
let params = PASSWORD_HASH_PARAMS;

/**
 * Test runs only (src/server/test/cheap-password-hashes.ts): new hashes at another cost, so that the suite's
 * thousands of sign-ups and logins do not spend minutes in scrypt. A hash records its own cost, so checking a password
 * works the same for every cost. Answers the cost it replaced.
 */
export const setPasswordHashCostForTests = (next: ScryptParams): ScryptParams => {
  const previous = params;
  params = next;
  return previous;
};

const scrypt = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** Compared against when the e-mail is unknown, so a login takes as long whether or not the account exists. */
export const UNKNOWN_USER_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
