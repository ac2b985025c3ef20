// AES-256-GCM for tax ids at rest (docs/design.md §6). A value names the key that sealed it, so old keys can still open
// values during a key rotation (docs/operations.md).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
/** Sealed bytes start with this, then the 8-character key id and ':'. */
const BYTES_PREFIX = 'encb:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type DataCipher = {
  encrypt: (plaintext: string) => string;
  decrypt: (sealed: string) => string;
  /** Files (uploaded documents): the same AES-256-GCM and keys, without a text encoding in between. */
  encryptBytes: (plain: Uint8Array) => Buffer;
  decryptBytes: (sealed: Uint8Array) => Buffer;
  /** Id of the key new values are sealed with. */
  currentKeyId: string;
};

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** The id of the key a sealed value was sealed with. */
export const sealedKeyId = (sealed: string): string | undefined =>
  isSealed(sealed) ? sealed.slice(PREFIX.length).split(':')[0] : undefined;

/** The id of the key sealed bytes were sealed with. */
export const sealedBytesKeyId = (sealed: Uint8Array): string | undefined => {
  const header = Buffer.from(sealed.subarray(0, BYTES_PREFIX.length + 9)).toString('latin1');
  return header.startsWith(BYTES_PREFIX) && header.endsWith(':') ? header.slice(BYTES_PREFIX.length, -1) : undefined;
};

/** `keys[0]` seals; every key opens values it sealed. Each key is 32 bytes. */
export const createDataCipher = (keys: readonly Buffer[]): DataCipher => {
  const [current] = keys;
  if (!current) throw new Error('At least one data key is required');
  for (const key of keys) if (key.length !== 32) throw new Error('A data key must be 32 bytes');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key] as const));
  const currentKeyId = keyIdOf(current);

  const encrypt = (plaintext: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `${PREFIX}${currentKeyId}:${packed}`;
  };

  const decrypt = (sealed: string): string => {
    if (!isSealed(sealed)) throw new Error('Value is not sealed');
    const [keyId, packed] = sealed.slice(PREFIX.length).split(':');
    const key = keyId ? byId.get(keyId) : undefined;
    if (!key || !packed) throw new Error('Value was sealed with an unknown data key');
    const raw = Buffer.from(packed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  };

  const encryptBytes = (plain: Uint8Array): Buffer => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from(`${BYTES_PREFIX}${currentKeyId}:`, 'latin1'), iv, cipher.getAuthTag(), body]);
  };

  const decryptBytes = (sealed: Uint8Array): Buffer => {
    const raw = Buffer.from(sealed);
    const header = raw.subarray(0, BYTES_PREFIX.length + 9).toString('latin1');
    if (!header.startsWith(BYTES_PREFIX) || !header.endsWith(':')) throw new Error('Value is not sealed');
    const key = byId.get(header.slice(BYTES_PREFIX.length, -1));
    if (!key) throw new Error('Value was sealed with an unknown data key');
    const rest = raw.subarray(header.length);
    const decipher = createDecipheriv('aes-256-gcm', key, rest.subarray(0, IV_BYTES));
    decipher.setAuthTag(rest.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(rest.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  };

  return { encrypt, decrypt, encryptBytes, decryptBytes, currentKeyId };
};

/** Empty and missing tax ids stay as they are: there is nothing to hide and the flow tests for emptiness. */
export const sealOptional = (cipher: DataCipher, value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value === '' ? '' : cipher.encrypt(value);
};

export const openOptional = (cipher: DataCipher, value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return isSealed(value) ? cipher.decrypt(value) : value;
};
