// The audit log as the back office and the investor's activity page read it (docs/admin.md 'Audit log').
export type AuditPerson = { id: string; email: string };

export type AuditEntryView = {
  id: number;
  at: string;
  action: string;
  actor: AuditPerson | null;
  impersonated: AuditPerson | null;
  target: string | null;
  details: Record<string, unknown>;
  /** Position in the hash chain; null until the entry is sealed (within a minute). */
  seq: number | null;
};

export type AuditQuery = {
  action?: string;
  /** Actor's e-mail, or part of it. */
  actor?: string;
  target?: string;
  /** ISO-8601 instants, inclusive. */
  from?: string;
  to?: string;
  /** Entries with an id below this one (the next page). */
  before?: number;
  limit?: number;
};

export type AuditListAnswer = { entries: AuditEntryView[]; nextBefore: number | null };

export type AuditProblemKind = 'altered' | 'removed' | 'broken';
export type AuditProblem = { kind: AuditProblemKind; seq: number | null; auditLogId: number | null; message: string };

export type AuditVerification = {
  isIntact: boolean;
  /** Links of the chain checked. */
  checked: number;
  problems: AuditProblem[];
  /** Entries not sealed yet (recorded in the last moments); they join the chain at the next sealing. */
  unsealed: number;
  /** Hash of the last link: write it down to detect a rewrite of the whole chain later. */
  headHash: string | null;
};

/** The investor's own page: what admins did on their account (docs/spec.md §6 impersonation made visible). */
export type AccountActivityEntry = { id: number; at: string; description: string; adminEmail: string | null };
export type AccountActivityAnswer = { entries: AccountActivityEntry[] };

export type ImpersonateRequest = { userId: string; allowEdits?: boolean };
export type ImpersonationStatus = { isImpersonating: boolean; allowsEdits: boolean; investorId: string | null };
