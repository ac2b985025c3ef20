// Every admin action is written to the audit log and sealed into the hash chain at once (docs/admin.md 'Audit log').
import type { AppDeps } from '../../../app-deps';
import type { AuditEntry } from './audit-log-repository';
import { sealAuditLog } from './audit-sealer';

export type AdminAction = Omit<AuditEntry, 'impersonatedUserId'> & { impersonatedUserId?: string | null };

export const recordAdminAction = async (deps: Pick<AppDeps, 'db' | 'cipher' | 'repos'>, action: AdminAction) => {
  await deps.repos.auditLog.record({ impersonatedUserId: null, ...action });
  await sealAuditLog(deps);
};
