// The audit log, acting as an investor, and the investor's own activity page (docs/admin.md 'Audit log').
import type {
  AccountActivityAnswer,
  AuditListAnswer,
  AuditQuery,
  AuditVerification,
} from '../../../../shared/api/admin-audit';
import type { Visitor } from '../../../../shared/domain/entities';
import { queryOf } from '../../../lib/api/page-api-paths';
import { adminRequest } from './admin-request';

export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  adminRequest<AuditListAnswer>({ path: `/api/admin/audit${queryOf(query)}`, signal });

export const verifyAudit = () =>
  adminRequest<AuditVerification>({ path: '/api/admin/audit/verify', method: 'POST', body: {} });

export const impersonateInvestor = (userId: string, allowEdits: boolean) =>
  adminRequest<Visitor>({ path: '/api/admin/impersonate', method: 'POST', body: { userId, allowEdits } });

export const stopImpersonating = () =>
  adminRequest<Visitor>({ path: '/api/admin/impersonate/stop', method: 'POST', body: {} });

export const getAccountActivity = (signal?: AbortSignal) =>
  adminRequest<AccountActivityAnswer>({ path: '/api/account/admin-activity', signal });
