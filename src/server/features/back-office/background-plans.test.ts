// The back office's background work reads in proportion to what is new (docs/performance.md 'Back office at scale'):
// the audit sealer, the chain's verification and the reminder job's discoveries are planned on tables of 30,000 rows
// whose statistics were taken when they were nearly empty, as on a database that grew faster than autovacuum looked.
// No plan may read a whole table: a sequential scan of a large table there would make the work grow with its size
// (and the verification, a page at a time, quadratic). Plans, not timings, so the test holds on any machine.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingEntries } from '../../audit/audit-sealer';
import { chainPage, entriesByIds } from '../../audit/audit-verify';
import { testBackends, useTestApp } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  funnelCountsSql,
  funnelLengthsSql,
  funnelMediansSql,
  funnelRestSql,
} from './dashboard-and-funnel/fund-funnel-repository';
import { pipelinePageQuery } from './pipeline/pipeline-repository';
import { discoverCoSignersSql, discoverWizardsSql } from './reminders/reminders-repository';

const ROWS = 30_000;
const LARGE_TABLES = ['audit_log', 'audit_chain', 'transactions', 'envelope_signers', 'step_stays'];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(testBackends())('background work on large tables with stale statistics, on %s', (backend) => {
  const t = useTestApp(backend);
  const run = (query: SQL) => t().app.deps.db.execute(query);

  /** Every node of the query's plan (EXPLAIN, nothing executed). */
  const planOf = async (query: SQL | { getSQL(): SQL }): Promise<PlanNode[]> => {
    const rows = await rowsOf<Record<string, unknown>>(sql`explain (format json) ${query}`);
    const cell = Object.values(rows[0] ?? {})[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    if (!plan) throw new Error('No plan');
    return nodesOf(plan.Plan);
  };
  const fullScans = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => n['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(n['Relation Name'] ?? ''))
      .map((n) => n['Relation Name']);
  const indexesUsed = (nodes: PlanNode[]) => nodes.map((n) => n['Index Name']).filter(Boolean);

  /** Rows of a raw statement, whichever driver answered (PGlite and node-postgres wrap them, postgres.js does not). */
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    const result = (await run(query)) as unknown as { rows: T[] } | T[];
    return Array.isArray(result) ? result : result.rows;
  };

  /** `count` transactions of one investor, created long ago and left at NAME_PHONE. */
  const oldWizards = (userId: string, slug: string, count: number) =>
    run(sql`
      insert into transactions (user_id, fund_slug, current_step, created_at, updated_at)
      select ${userId}, ${slug}, 'NAME_PHONE', now() - interval '60 days', now() - interval '60 days'
        from generate_series(1, ${count})`);

  beforeAll(async () => {
    await seedFunds(t().app);
    const userId = randomUUID();
    await run(
      sql`insert into users (id, email, password_hash) values (${userId}, ${`plans.${userId}@example.com`}, 'x')`,
    );
    const [fund] = await rowsOf<{ slug: string }>(sql`select slug from funds order by slug limit 1`);
    if (!fund) throw new Error('No fund');
    // Statistics taken while the tables are small...
    await oldWizards(userId, fund.slug, 100);
    await run(
      sql`insert into audit_log (action, target, is_sealed) select 'test.entry', 'plans', true from generate_series(1, 100)`,
    );
    await run(sql`analyze`);
    // ...then each grows to ROWS: sealed entries with their links, old wizards, co-signers who signed.
    await run(sql`
      insert into audit_log (action, target, at, is_sealed)
      select 'test.entry', 'plans', now() - interval '30 days', true from generate_series(1, ${ROWS})`);
    await run(sql`
      insert into audit_chain (seq, audit_log_id, prev_hash, hash)
      select row_number() over (order by id), id, 'x', 'x' from audit_log where is_sealed`);
    await run(sql`insert into audit_log (action, target) select 'test.new', 'plans' from generate_series(1, 20)`);
    await oldWizards(userId, fund.slug, ROWS);
    const [document] = await rowsOf<{ id: string }>(sql`
      insert into documents (kind, file_name, content, sha256, byte_length)
      values ('filled', 'a.pdf', '\\x25504446', 'x', 4) returning id`);
    await run(sql`
      insert into envelopes (transaction_id, owner_user_id, fund_slug, filled_document_id, sealed_fill, status)
      select id, user_id, fund_slug, ${document?.id}, 'x', 'completed' from transactions limit ${ROWS / 2}`);
    await run(sql`
      insert into envelope_signers (envelope_id, role, routing_order, name, email, status, invited_at, signed_at)
      select e.id, r.role, r.n, 'Co-signer', 'co@example.com', 'signed', now() - interval '30 days', now()
        from envelopes e, (values ('coInvestor', 2), ('spouse', 3)) as r(role, n)`);
    if (backend === 'postgres') {
      for (const table of LARGE_TABLES) {
        await run(sql`alter table ${sql.identifier(table)} set (autovacuum_enabled = false)`);
      }
    }
  });

  it('looks for entries to seal through the index of unsealed entries only', async () => {
    const nodes = await planOf(pendingEntries(t().app.deps.db));
    expect(fullScans(nodes)).toEqual([]);
    expect(indexesUsed(nodes)).toContain('audit_log_unsealed_idx');
  });

  it('verifies the chain a page at a time by primary keys, never joining the whole log', async () => {
    const db = t().app.deps.db;
    const links = await planOf(chainPage(db, ROWS / 2));
    expect(fullScans(links)).toEqual([]);
    const ids = Array.from({ length: 1000 }, (_, i) => ROWS / 2 + i);
    const entries = await planOf(entriesByIds(db, ids));
    expect(fullScans(entries)).toEqual([]);
    expect(indexesUsed(entries)).toContain('audit_log_pkey');
  });

  it("discovers new wizards from the transactions created since the last pass, not every fund's history", async () => {
    const nodes = await planOf(discoverWizardsSql(2 * 24 * 3_600_000, new Date(Date.now() - 15 * 60_000)));
    expect(fullScans(nodes)).toEqual([]);
    expect(indexesUsed(nodes)).toContain('transactions_created_idx');
  });

  it('discovers co-signers to remind from the index of those still awaited', async () => {
    const nodes = await planOf(discoverCoSignersSql(2 * 24 * 3_600_000));
    expect(fullScans(nodes)).toEqual([]);
  });

  it('reads a pipeline page sorted by investor or amount, or searched, through an index, not the whole fund', async () => {
    const db = t().app.deps.db;
    const [fund] = await rowsOf<{ slug: string }>(sql`select slug from funds order by slug limit 1`);
    if (!fund) throw new Error('No fund');
    const page = { fundSlug: fund.slug, limit: 50 } as const;
    const cases = [
      [{ sort: 'investor', order: 'asc' }, 'transactions_fund_investor_idx'],
      [{ sort: 'investor', order: 'desc' }, 'transactions_fund_investor_idx'],
      [{ sort: 'amount', order: 'asc' }, 'transactions_fund_amount_idx'],
      [{ sort: 'amount', order: 'desc' }, 'transactions_fund_amount_desc_idx'],
      [{ sort: 'updatedAt', order: 'desc', search: 'zyxwvu' }, 'transactions_search_idx'],
    ] as const;
    for (const [request, index] of cases) {
      const nodes = await planOf(pipelinePageQuery(db, { ...page, ...request }));
      expect(fullScans(nodes), JSON.stringify(request)).toEqual([]);
      expect(indexesUsed(nodes), JSON.stringify(request)).toContain(index);
    }
  });

  it("reads a funnel from its counts by day, the subscriptions' covering index and the stays', never the audit trail", async () => {
    const [fund] = await rowsOf<{ slug: string }>(sql`select slug from funds order by slug limit 1`);
    if (!fund) throw new Error('No fund');
    const day = 24 * 3_600_000;
    const until = new Date();
    const from = new Date(until.getTime() - 30 * day);
    const days = { firstDay: from.toISOString().slice(0, 10), lastDay: until.toISOString().slice(0, 10) };
    const range = { fundSlug: fund.slug, ...days, from, until, idleSince: until };
    const plans = await Promise.all(
      [funnelCountsSql, funnelLengthsSql, funnelRestSql, funnelMediansSql].map((statement) => planOf(statement(range))),
    );
    for (const nodes of plans) {
      expect(fullScans(nodes)).toEqual([]);
      expect(nodes.filter((n) => n['Relation Name'] === 'audit_log')).toEqual([]);
    }
    // Entries and moves, and the stays' lengths, from the counts by day alone, whatever the range holds.
    const relations = (nodes: PlanNode[]) => [...new Set(nodes.map((n) => n['Relation Name']).filter(Boolean))];
    const [counts, lengths, rest, medians] = plans;
    expect(relations(counts ?? [])).toEqual(['funnel_days']);
    expect(relations(lengths ?? [])).toEqual(['funnel_stay_lengths']);
    // Who rests where: the subscriptions started in the range, found by their start (with the fund, or alone when
    // the range is narrow).
    expect(indexesUsed(rest ?? []).filter((name) => /^transactions_(fund_)?created_idx$/.test(name ?? ''))).not.toEqual(
      [],
    );
    expect(indexesUsed(medians ?? [])).toContain('step_stays_funnel_idx');
  });
});
