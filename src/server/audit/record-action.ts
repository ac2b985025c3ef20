// Every admin action (and every change an investor makes to their own sign-in) is written to the audit log and sealed
// into the hash chain at once (docs/admin.md 'Audit log').
import type { Db } from '../db/database';
import type { DataCipher } from '../security/data-cipher';
import { type AuditEntry, recordAuditEntry } from './audit-log-repository';
import { sealAuditLog } from './audit-sealer';

export type AdminAction = Omit<AuditEntry, 'impersonatedUserId'> & { impersonatedUserId?: string | null };

export const recordAdminAction = async (deps: { db: Db; cipher: DataCipher }, action: AdminAction) => {
  await recordAuditEntry(deps.db, { impersonatedUserId: null, ...action });
  await sealAuditLog(deps);
};
