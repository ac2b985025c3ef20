// Opaque random tokens for session cookies and reset links; only their SHA-256 is stored (docs/design.md §6).
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
