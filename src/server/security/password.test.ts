import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  setPasswordHashCostForTests,
  UNKNOWN_USER_HASH,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('accepts the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
  });

  it('makes every new hash at N = 2^14, r = 8, p = 1, and checks a hash of any recorded cost', async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
    const testCost = setPasswordHashCostForTests(PASSWORD_HASH_PARAMS);
    try {
      const stored = await hashPassword('correct horse battery');
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    } finally {
      setPasswordHashCostForTests(testCost);
    }
    const cheaper = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', cheaper)).toBe(true);
    expect(await verifyPassword('correct horse battery', cheaper.replace(/^scrypt\$\d+/, 'scrypt$16384'))).toBe(false);
  });

  it('refuses every password against the placeholder hash and malformed hashes', async () => {
    expect(await verifyPassword('anything', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
