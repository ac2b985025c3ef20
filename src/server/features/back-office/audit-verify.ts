// The verification of the audit chain (docs/admin.md 'Audit log'): every link's entry must still exist and hash to
// the link; links must follow each other without a gap. An entry removed, altered, or a link taken out is reported.
import { asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { AuditProblem, AuditVerification } from '../../../shared/api/admin-audit';
import type { Db } from '../../db/database';
import { auditChain } from '../../db/schema/back-office';
import { auditLog } from '../../db/schema/operations';
import { auditEntryHash, GENESIS_HASH } from './audit-hash';

const PAGE = 1000;

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
    const page = await db
      .select({ link: auditChain, entry: auditLog })
      .from(auditChain)
      .leftJoin(auditLog, eq(auditLog.id, auditChain.auditLogId))
      .where(gt(auditChain.seq, expectedSeq - 1))
      .orderBy(asc(auditChain.seq))
      .limit(PAGE);
    for (const { link, entry } of page) {
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
  const [unsealed] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(auditChain, eq(auditChain.auditLogId, auditLog.id))
    .where(isNull(auditChain.seq));
  return {
    isIntact: problems.length === 0,
    checked,
    problems,
    unsealed: unsealed?.n ?? 0,
    headHash: checked === 0 ? null : prevHash,
  };
};
