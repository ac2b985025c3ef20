// The audit trail: who did what, with both identities while an admin impersonates an investor. Written by every
// feature that records an action (and by the database's triggers); sealed into the hash chain by audit-sealer.ts.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema/operations';

export type AuditEntry = {
  actorUserId: string | null;
  impersonatedUserId: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  /** When it happened, where another record of the same act holds the time (a signing event); now otherwise. */
  at?: Date;
};

export type AuditRecord = typeof auditLog.$inferSelect;

/** Writes one entry on `db` (the pool, or the caller's transaction); it waits there to be sealed. */
export const recordAuditEntry = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({ ...entry, target: entry.target ?? null, details: entry.details ?? {} });
};

/** Everything one user did, newest first. */
export const auditEntriesByActor = (db: Db, actorUserId: string): Promise<AuditRecord[]> =>
  db.select().from(auditLog).where(eq(auditLog.actorUserId, actorUserId)).orderBy(desc(auditLog.id));
