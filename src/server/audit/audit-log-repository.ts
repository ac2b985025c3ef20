// The audit trail: who did what, with both identities while an admin impersonates an investor.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { auditLog } from '../../../db/schema/operations';

export type AuditEntry = {
  actorUserId: string | null;
  impersonatedUserId: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
};

export type AuditRecord = typeof auditLog.$inferSelect;

export const createAuditLogRepository = (db: Db) => ({
  record: async (entry: AuditEntry): Promise<void> => {
    await db.insert(auditLog).values({ ...entry, target: entry.target ?? null, details: entry.details ?? {} });
  },

  listByActor: (actorUserId: string): Promise<AuditRecord[]> =>
    db.select().from(auditLog).where(eq(auditLog.actorUserId, actorUserId)).orderBy(desc(auditLog.id)),
});

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
