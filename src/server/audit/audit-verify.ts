// The verification of the audit chain (docs/admin.md 'Audit log'): every link's entry must still exist and hash to
// the link; links must follow each other without a gap. An entry removed, altered, or a link taken out is reported.
import { asc, between, count, gt, sql } from 'drizzle-orm';
import type { AuditProblem, AuditVerification } from '../../shared/api/admin-audit';
import type { Db } from '../db/database';
import { auditChain } from '../db/schema/back-office';
import { auditLog } from '../db/schema/operations';
import { auditEntryHash, GENESIS_HASH } from './audit-hash';

const PAGE = 1000;

/** The links after `afterSeq`, a page at a time, by the chain's primary key. */
export const chainPage = (db: Db, afterSeq: number) =>
  db.select().from(auditChain).where(gt(auditChain.seq, afterSeq)).orderBy(asc(auditChain.seq)).limit(PAGE);

/**
 * The entries of a page of links, read as one range of the log's primary key (entries are sealed in the order of
 * their ids, so a page's entries lie close together; any other entry in the range is ignored). A range, unlike a list
 * of a thousand ids, is planned as an index scan however stale the statistics.
 */
export const entriesByIds = (db: Db, ids: number[]) =>
  db
    .select()
    .from(auditLog)
    .where(between(auditLog.id, Math.min(...ids), Math.max(...ids)));

/** `knownHash`: a link's hash noted earlier (e.g. the head hash); the chain must still hold it. */
export const verifyAuditChain = async (
  db: Db,
  { knownHash }: { knownHash?: string } = {},
): Promise<AuditVerification> => {
  const problems: AuditProblem[] = [];
  let isKnownHashFound = knownHash === undefined;
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let checked = 0;
  for (;;) {
    // A page of links by the chain's key, then their entries by theirs: two index look-ups of at most PAGE rows each,
    // so no plan, however stale the table statistics, can join the whole log for every page.
    const page = await chainPage(db, expectedSeq - 1);
    const ids = page.map((link) => link.auditLogId);
    const entries = ids.length === 0 ? [] : await entriesByIds(db, ids);
    const entryById = new Map(entries.map((entry) => [entry.id, entry]));
    for (const link of page) {
      const entry = entryById.get(link.auditLogId);
      const { seq, auditLogId } = link;
      if (seq !== expectedSeq) {
        const message = `Links ${expectedSeq} to ${seq - 1} of the chain are missing.`;
        problems.push({ kind: 'removed', seq: expectedSeq, auditLogId: null, message });
      }
      if (link.prevHash !== prevHash) {
        const message = `Link ${seq} does not follow the link before it: an entry before it was removed or rewritten.`;
        problems.push({ kind: 'broken', seq, auditLogId, message });
      }
      if (!entry) {
        problems.push({ kind: 'removed', seq, auditLogId, message: `Entry ${auditLogId} was removed.` });
      } else if (auditEntryHash(link.prevHash, entry) !== link.hash) {
        problems.push({ kind: 'altered', seq, auditLogId, message: `Entry ${auditLogId} was altered.` });
      }
      if (link.hash === knownHash) isKnownHashFound = true;
      prevHash = link.hash;
      expectedSeq = seq + 1;
      checked += 1;
    }
    if (page.length < PAGE) break;
  }
  if (!isKnownHashFound) {
    const message = `No link has the hash ${knownHash} noted earlier: the chain was rewritten from that point.`;
    problems.push({ kind: 'broken', seq: null, auditLogId: null, message });
  }
  const [unsealed] = await db.select({ n: count() }).from(auditLog).where(sql`not ${auditLog.isSealed}`);
  return {
    isIntact: problems.length === 0,
    checked,
    problems,
    unsealed: unsealed?.n ?? 0,
    headHash: checked === 0 ? null : prevHash,
  };
};
