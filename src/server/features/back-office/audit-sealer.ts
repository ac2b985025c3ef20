// Seals audit_log entries into the hash chain (docs/admin.md 'Audit log'). Any process may run it at any time: a
// transaction-scoped advisory lock lets one sealer at a time extend the chain, on PostgreSQL and on PGlite alike.
import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditChain } from '../../db/schema/back-office';
import { auditLog } from '../../db/schema/operations';
import type { DataCipher } from '../../security/data-cipher';
import { ANSWERS_CHANGED, resolveAnswerChange } from './answer-changes';
import { auditEntryHash, GENESIS_HASH } from './audit-hash';

/** Shared by every process of the portal: the lock held while the chain grows. */
export const AUDIT_SEAL_LOCK_ID = 4_242_101;
const BATCH = 500;

type SealDeps = { db: Db; cipher: DataCipher };

const sealBatch = (db: Db, cipher: DataCipher): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_SEAL_LOCK_ID})`);
    const [head] = await tx.select().from(auditChain).orderBy(desc(auditChain.seq)).limit(1);
    const pending = await tx
      .select({ entry: auditLog })
      .from(auditLog)
      .leftJoin(auditChain, eq(auditChain.auditLogId, auditLog.id))
      .where(isNull(auditChain.seq))
      .orderBy(asc(auditLog.id))
      .limit(BATCH);
    let prevHash = head?.hash ?? GENESIS_HASH;
    let seq = head?.seq ?? 0;
    const links: (typeof auditChain.$inferInsert)[] = [];
    const noops: number[] = [];
    for (const { entry } of pending) {
      let details = entry.details;
      if (entry.action === ANSWERS_CHANGED && 'sealedTaxIds' in details) {
        const resolved = resolveAnswerChange(details, cipher);
        if (resolved.isNoop) {
          noops.push(entry.id);
          continue;
        }
        details = resolved.details;
        await tx.update(auditLog).set({ details }).where(eq(auditLog.id, entry.id));
      }
      seq += 1;
      const hash = auditEntryHash(prevHash, { ...entry, details });
      links.push({ seq, auditLogId: entry.id, prevHash, hash });
      prevHash = hash;
    }
    // A write that sealed tax ids again without changing any answer or step tells nothing: it is not kept.
    if (noops.length > 0) await tx.delete(auditLog).where(inArray(auditLog.id, noops));
    if (links.length > 0) await tx.insert(auditChain).values(links);
    return pending.length;
  });

/** Seals every entry recorded so far; answers how many were sealed. */
export const sealAuditLog = async ({ db, cipher }: SealDeps): Promise<number> => {
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(db, cipher);
    total += sealed;
    if (sealed < BATCH) return total;
  }
};
