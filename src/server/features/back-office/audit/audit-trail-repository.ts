// Reading the audit log for the back office and for an investor's activity page, with the people named by e-mail
// and each entry's place in the hash chain.
import { and, desc, eq, gte, ilike, like, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntryView, AuditQuery } from '../../../../shared/api/admin-audit';
import type { Db } from '../../../db/database';
import { auditChain } from '../../../db/schema/back-office';
import { auditLog } from '../../../db/schema/operations';
import { users } from '../../../db/schema/users';

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;

const actor = alias(users, 'actor');
const impersonated = alias(users, 'impersonated');

/** LIKE patterns take the text literally. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const whereOf = (query: AuditQuery): SQL | undefined =>
  and(
    query.action ? like(auditLog.action, `${literal(query.action)}%`) : undefined,
    query.actor ? ilike(actor.email, `%${literal(query.actor)}%`) : undefined,
    query.target ? eq(auditLog.target, query.target) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
    query.before ? lt(auditLog.id, query.before) : undefined,
  );

export const createAuditTrailRepository = (db: Db) => {
  const select = (where: SQL | undefined, limit: number): Promise<AuditEntryView[]> =>
    db
      .select({
        entry: auditLog,
        actorEmail: actor.email,
        impersonatedEmail: impersonated.email,
        seq: auditChain.seq,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(impersonated, eq(impersonated.id, auditLog.impersonatedUserId))
      .leftJoin(auditChain, eq(auditChain.auditLogId, auditLog.id))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .then((rows) =>
        rows.map(({ entry, actorEmail, impersonatedEmail, seq }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          action: entry.action,
          actor: entry.actorUserId && actorEmail ? { id: entry.actorUserId, email: actorEmail } : null,
          impersonated:
            entry.impersonatedUserId && impersonatedEmail
              ? { id: entry.impersonatedUserId, email: impersonatedEmail }
              : null,
          target: entry.target,
          details: entry.details,
          seq,
        })),
      );

  return {
    list: (query: AuditQuery): Promise<AuditEntryView[]> =>
      select(whereOf(query), Math.min(query.limit ?? AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX)),

    /** Everything recorded about one transaction (its id is the entries' target). */
    listForTarget: (target: string): Promise<AuditEntryView[]> => select(eq(auditLog.target, target), AUDIT_PAGE_MAX),

    /** What admins did while acting as this investor. */
    listActingAs: (userId: string): Promise<AuditEntryView[]> =>
      select(eq(auditLog.impersonatedUserId, userId), AUDIT_PAGE_MAX),
  };
};
