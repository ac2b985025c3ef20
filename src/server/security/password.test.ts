import { describe, expect, it } from 'vitest';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
  });

  it('refuses every password against the placeholder hash and malformed hashes', async () => {
    expect(await verifyPassword('anything', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
