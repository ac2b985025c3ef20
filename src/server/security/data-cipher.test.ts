import { describe, expect, it } from 'vitest';
import { createDataCipher, isSealed, openOptional, sealOptional } from './data-cipher';
import { generateDataKey } from './data-key';

describe('data cipher', () => {
  it('seals a tax id so the plaintext does not appear and opens it again', () => {
    const cipher = createDataCipher([generateDataKey()]);
    const sealed = cipher.encrypt('123-45-6789');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('6789');
    expect(cipher.decrypt(sealed)).toBe('123-45-6789');
  });

  it('seals the same value differently each time', () => {
    const cipher = createDataCipher([generateDataKey()]);
    expect(cipher.encrypt('123456789')).not.toBe(cipher.encrypt('123456789'));
  });

  it('opens values sealed with a previous key after a rotation', () => {
    const oldKey = generateDataKey();
    const sealed = createDataCipher([oldKey]).encrypt('987654321');
    const rotated = createDataCipher([generateDataKey(), oldKey]);
    expect(rotated.decrypt(sealed)).toBe('987654321');
    expect(rotated.encrypt('1').includes(rotated.currentKeyId)).toBe(true);
  });

  it('refuses a value sealed with a key it does not hold', () => {
    const sealed = createDataCipher([generateDataKey()]).encrypt('987654321');
    expect(() => createDataCipher([generateDataKey()]).decrypt(sealed)).toThrow(/unknown data key/);
  });

  it('refuses a tampered value', () => {
    const cipher = createDataCipher([generateDataKey()]);
    const sealed = cipher.encrypt('987654321');
    // A character well inside the text carries six bits of the ciphertext (the last ones may carry padding bits only,
    // which decode to the same bytes): changing it always changes what the tag covers.
    const at = sealed.length - 8;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(tampered).not.toBe(sealed);
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('seals bytes so the plain bytes do not appear, and opens them after a rotation', () => {
    const oldKey = generateDataKey();
    const plain = Buffer.concat([Buffer.from('%PDF-1.7 passport of Ada Lovelace'), Buffer.alloc(64, 7)]);
    const sealed = createDataCipher([oldKey]).encryptBytes(plain);
    expect(sealed.includes(Buffer.from('Ada Lovelace'))).toBe(false);
    expect(sealed.subarray(0, 8).toString('latin1')).toBe('encb:v1:');
    expect(createDataCipher([generateDataKey(), oldKey]).decryptBytes(sealed).equals(plain)).toBe(true);
  });

  it('refuses bytes that are tampered, unsealed or sealed with an unknown key', () => {
    const cipher = createDataCipher([generateDataKey()]);
    const sealed = cipher.encryptBytes(Buffer.from('evidence'));
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => cipher.decryptBytes(tampered)).toThrow();
    expect(() => cipher.decryptBytes(Buffer.from('%PDF-1.7 plain'))).toThrow(/not sealed/);
    expect(() => createDataCipher([generateDataKey()]).decryptBytes(sealed)).toThrow(/unknown data key/);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createDataCipher([Buffer.alloc(16)])).toThrow(/32 bytes/);
  });

  it('leaves empty and missing values as they are', () => {
    const cipher = createDataCipher([generateDataKey()]);
    expect(sealOptional(cipher, null)).toBeNull();
    expect(sealOptional(cipher, '')).toBe('');
    expect(openOptional(cipher, sealOptional(cipher, '111223333'))).toBe('111223333');
  });
});
