// `npx tsx src/server/audit/audit-verify-cli.ts` (docs/admin.md 'Audit log'): checks the audit chain of
// the configured database and exits 1 when an entry was altered or removed. Pass a head hash noted earlier to also
// detect a rewrite of the chain from that point on: `… audit-verify-cli.ts <headHash>`.
import { openConfiguredDatabase } from '../runtime';
import { readRuntimeConfig } from '../runtime-config';
import { verifyAuditChain } from './audit-verify';

const config = readRuntimeConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  const knownHash = process.argv[2];
  const result = await verifyAuditChain(database.db, knownHash ? { knownHash } : {});
  const lines = [
    `Links checked: ${result.checked}`,
    `Entries not sealed yet: ${result.unsealed}`,
    `Head hash: ${result.headHash ?? '(empty chain)'}`,
    ...result.problems.map((problem) => `PROBLEM (${problem.kind}): ${problem.message}`),
  ];
  lines.push(result.isIntact ? 'The audit log is intact.' : 'The audit log was tampered with.');
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = result.isIntact ? 0 : 1;
} finally {
  await database.close();
}
