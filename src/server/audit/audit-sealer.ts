// Seals audit_log entries into the hash chain (docs/admin.md 'Audit log'). Any process may run it at any time: a
// transaction-scoped advisory lock lets one sealer at a time extend the chain, on PostgreSQL and on PGlite alike.
// The work is in proportion to what is new: entries not sealed yet are read through a partial index that holds only
// them, and a batch is written back in set-based statements, whatever the length of the log.
import { asc, between, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditChain } from '../db/schema/back-office';
import { auditLog } from '../db/schema/operations';
import type { DataCipher } from '../security/data-cipher';
import { ANSWERS_CHANGED, resolveAnswerChange } from './answer-changes';
import { auditEntryHash, GENESIS_HASH } from './audit-hash';

/** Shared by every process of the portal: the lock held while the chain grows. */
export const AUDIT_SEAL_LOCK_ID = 4_242_101;
const BATCH = 500;

type SealDeps = { db: Db; cipher: DataCipher };

const isUnsealed = sql`not ${auditLog.isSealed}`;

type Link = { seq: number; auditLogId: number; prevHash: string; hash: string };

/** The next batch of entries to seal, oldest first, read through the partial index of unsealed entries. */
export const pendingEntries = (db: Db) =>
  db.select().from(auditLog).where(isUnsealed).orderBy(asc(auditLog.id)).limit(BATCH);

/**
 * Which of these entries already have a link (their flag cleared by hand): they are marked sealed again rather than
 * linked twice. One range of the chain's unique index on audit_log_id.
 */
const alreadyLinked = async (db: Db, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: auditChain.auditLogId })
    .from(auditChain)
    .where(between(auditChain.auditLogId, Math.min(...ids), Math.max(...ids)));
  return new Set(rows.map((row) => row.id));
};

/**
 * Adds the batch's links and marks their entries sealed (storing the details whose tax ids were resolved) in one
 * statement, whatever the size of the batch.
 */
const writeLinks = (tx: Db, links: Link[], resolved: Map<number, Record<string, unknown>>) => {
  const rows = sql.join(
    links.map(
      ({ seq, auditLogId, prevHash, hash }) =>
        sql`(${seq}::bigint, ${auditLogId}::bigint, ${prevHash}, ${hash}, ${resolved.has(auditLogId) ? JSON.stringify(resolved.get(auditLogId)) : null}::jsonb)`,
    ),
    sql`, `,
  );
  return tx.execute(sql`
    with batch(seq, audit_log_id, prev_hash, hash, details) as (values ${rows}),
    marked as (
      update ${auditLog} set is_sealed = true, details = coalesce(batch.details, ${auditLog.details})
        from batch
       where ${auditLog.id} = batch.audit_log_id
    )
    insert into ${auditChain} (seq, audit_log_id, prev_hash, hash)
    select seq, audit_log_id, prev_hash, hash from batch`);
};

const sealBatch = (db: Db, cipher: DataCipher): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_SEAL_LOCK_ID})`);
    const [head] = await tx.select().from(auditChain).orderBy(desc(auditChain.seq)).limit(1);
    const pending = await pendingEntries(tx);
    const linked = await alreadyLinked(
      tx,
      pending.map((entry) => entry.id),
    );
    let prevHash = head?.hash ?? GENESIS_HASH;
    let seq = head?.seq ?? 0;
    const links: Link[] = [];
    const resolved = new Map<number, Record<string, unknown>>();
    const noops: number[] = [];
    const relinked: number[] = [];
    for (const entry of pending) {
      if (linked.has(entry.id)) {
        relinked.push(entry.id);
        continue;
      }
      let details = entry.details;
      if (entry.action === ANSWERS_CHANGED && 'sealedTaxIds' in details) {
        const answer = resolveAnswerChange(details, cipher);
        if (answer.isNoop) {
          noops.push(entry.id);
          continue;
        }
        details = answer.details;
        resolved.set(entry.id, details);
      }
      seq += 1;
      const hash = auditEntryHash(prevHash, { ...entry, details });
      links.push({ seq, auditLogId: entry.id, prevHash, hash });
      prevHash = hash;
    }
    // A write that sealed tax ids again without changing any answer or step tells nothing: it is not kept.
    if (noops.length > 0) await tx.delete(auditLog).where(inArray(auditLog.id, noops));
    if (links.length > 0) await writeLinks(tx, links, resolved);
    if (relinked.length > 0) await tx.update(auditLog).set({ isSealed: true }).where(inArray(auditLog.id, relinked));
    return pending.length;
  });

/** Whether anything waits to be sealed: one look at the partial index, without taking the lock. */
const hasPending = async (db: Db): Promise<boolean> => {
  const rows = await db.select({ id: auditLog.id }).from(auditLog).where(isUnsealed).limit(1);
  return rows.length > 0;
};

/** Seals every entry recorded so far; answers how many were sealed. */
export const sealAuditLog = async ({ db, cipher }: SealDeps): Promise<number> => {
  if (!(await hasPending(db))) return 0;
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(db, cipher);
    total += sealed;
    if (sealed < BATCH) return total;
  }
};
