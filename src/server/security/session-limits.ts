// How long a session lasts (docs/security.md 'Sessions'): idle, and in all, before the password is asked again.
export type SessionLimits = { idleMs: number; maxMs: number };

/** OWASP ASVS level 2 (V3.3): 30 minutes idle, 12 hours in all. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 };
