// Issue 'Audit log': every admin action recorded, filterable, hash-chained; a removed or altered entry is detected.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditVerification } from '../../../../shared/api/admin-audit';
import { recordAuditEntry } from '../../../audit/audit-log-repository';
import { sealAuditLog } from '../../../audit/audit-sealer';
import { verifyAuditChain } from '../../../audit/audit-verify';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { investorOnFund, seedFunds, walkTo } from '../../investment-flow/testing/flow-fixtures';
import { type AdminSession, createSecondAdmin, logInAdmin, validFundInput } from '../testing/admin-fixtures';

describe.each(testBackends())('the audit log on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  let other: AdminSession;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    other = await createSecondAdmin(app);
    await postJson(app, '/api/admin/funds', validFundInput(), admin);
    await postJson(app, '/api/admin/funds', validFundInput(), other);
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
  });

  const verify = async (): Promise<AuditVerification> => {
    const response = await postJson(t().app, '/api/admin/audit/verify', {}, admin);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** Runs a statement straight on the database, as someone with access to it might. */
  const tamper = (statement: ReturnType<typeof sql>) => t().app.deps.db.execute(statement);

  it('filters entries by action and by the admin who acted', async () => {
    const { app } = t();
    const mine = (
      await getJson(app, `/api/admin/audit?action=fund.&actor=${encodeURIComponent(admin.email)}`, admin)
    ).json();
    expect(mine.entries.length).toBeGreaterThan(0);
    for (const entry of mine.entries)
      expect(entry).toMatchObject({ action: 'fund.created', actor: { email: admin.email } });
    const theirs = (await getJson(app, `/api/admin/audit?actor=${encodeURIComponent(other.email)}`, admin)).json();
    // The other admin set up two-step verification at their first login, then created a fund.
    expect(theirs.entries.map((e: { actor: { id: string }; action: string }) => [e.actor.id, e.action])).toEqual([
      [other.userId, 'fund.created'],
      [other.userId, 'account.two-step-enabled'],
    ]);
  });

  it('pages through entries, newest first', async () => {
    const { app } = t();
    const first = (await getJson(app, '/api/admin/audit?limit=2', admin)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].id).toBeGreaterThan(first.entries[1].id);
    const next = (await getJson(app, `/api/admin/audit?limit=2&before=${first.nextBefore}`, admin)).json();
    expect(next.entries[0].id).toBeLessThan(first.entries[1].id);
  });

  it('refuses a malformed filter', async () => {
    expect((await getJson(t().app, '/api/admin/audit?from=yesterday', admin)).statusCode).toBe(400);
    expect((await getJson(t().app, '/api/admin/audit?limit=-1', admin)).statusCode).toBe(400);
  });

  it('finds the chain intact, every entry sealed', async () => {
    const result = await verify();
    expect(result).toMatchObject({ isIntact: true, problems: [], unsealed: 0 });
    expect(result.checked).toBeGreaterThan(4);
    expect(result.headHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('detects an altered entry', async () => {
    await tamper(
      sql`update audit_log set details = '{"rows": 0}'::jsonb where action = 'fund.created' and id = (select min(id) from audit_log where action = 'fund.created')`,
    );
    const result = await verify();
    expect(result.isIntact).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'altered' })]);
  });

  it('detects a removed entry, even with its link taken out of the chain', async () => {
    const { app } = t();
    await postJson(app, '/api/admin/funds', validFundInput(), admin);
    await postJson(app, '/api/admin/funds', validFundInput(), admin);
    await sealAuditLog(app.deps);
    const before = await verifyAuditChain(app.deps.db);
    await tamper(sql`delete from audit_log where id = (select max(id) - 1 from audit_log)`);
    const removed = await verifyAuditChain(app.deps.db);
    expect(removed.problems.slice(before.problems.length)).toEqual([expect.objectContaining({ kind: 'removed' })]);
    await tamper(sql`delete from audit_chain where audit_log_id not in (select id from audit_log)`);
    const unlinked = await verifyAuditChain(app.deps.db);
    expect(unlinked.problems.slice(before.problems.length).map((p) => p.kind)).toEqual(['removed', 'broken']);
  });

  it('detects the end of the chain cut off, given the head hash noted before', async () => {
    const { app } = t();
    await postJson(app, '/api/admin/funds', validFundInput(), admin);
    await sealAuditLog(app.deps);
    const { headHash, problems } = await verifyAuditChain(app.deps.db);
    expect((await verifyAuditChain(app.deps.db, { knownHash: headHash ?? '' })).problems).toEqual(problems);
    await tamper(sql`delete from audit_log where id = (select max(audit_log_id) from audit_chain)`);
    await tamper(sql`delete from audit_chain where seq = (select max(seq) from audit_chain)`);
    const cut = await verifyAuditChain(app.deps.db, { knownHash: headHash ?? '' });
    expect(cut.problems.slice(problems.length)).toEqual([expect.objectContaining({ kind: 'broken', seq: null })]);
  });

  it('leaves entries that are not sealed yet out of the verdict, and counts them', async () => {
    const { app } = t();
    await recordAuditEntry(app.deps.db, { actorUserId: admin.userId, impersonatedUserId: null, action: 'x.test' });
    const result = await verifyAuditChain(app.deps.db);
    expect(result.unsealed).toBe(1);
    await sealAuditLog(app.deps);
    expect((await verifyAuditChain(app.deps.db)).unsealed).toBe(0);
  });

  it('seals an entry once even when its sealed flag is cleared by hand: no second link, the chain still follows', async () => {
    const { app } = t();
    await recordAuditEntry(app.deps.db, { actorUserId: admin.userId, impersonatedUserId: null, action: 'x.relink' });
    await sealAuditLog(app.deps);
    const before = await verifyAuditChain(app.deps.db);
    await tamper(sql`update audit_log set is_sealed = false where action = 'x.relink'`);
    expect((await verifyAuditChain(app.deps.db)).unsealed).toBe(1);
    expect(await sealAuditLog(app.deps)).toBe(1);
    const after = await verifyAuditChain(app.deps.db);
    expect(after).toMatchObject({ checked: before.checked, headHash: before.headHash, unsealed: 0 });
    expect(after.problems).toEqual(before.problems);
  });
});
