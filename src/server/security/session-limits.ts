// How long a session lasts (docs/security.md 'Sessions'): idle, and in all, before the password is asked again.
export type SessionLimits = {
  idleMs: number;
  maxMs: number;
  /** How long a password or code given again counts for the sensitive actions (step-up); ten minutes when omitted. */
  stepUpMs?: number;
};

export const DEFAULT_STEP_UP_MS = 10 * 60_000;

/** OWASP ASVS level 2 (V3.3): 30 minutes idle, 12 hours in all. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 };
