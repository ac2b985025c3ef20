// A delegation's life (docs/security.md 'Delegates'): invited by e-mail, active once accepted, revoked by the investor.
export const DELEGATION_STATUSES = ['invited', 'active', 'revoked'] as const;
export type DelegationStatus = (typeof DELEGATION_STATUSES)[number];
