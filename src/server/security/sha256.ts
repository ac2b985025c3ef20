// SHA-256 in hex: the seal of a signed agreement and the fingerprint of the disclosure a signer consented to.
import { createHash } from 'node:crypto';

export const sha256Hex = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');
