import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { sealAuditLog } from '../../audit/audit-sealer';
import { type CountedApp, startCountedApp } from '../../test/counted-app';
import { getJson, postJson, testBackends } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { createAdminDeps } from './admin-deps';
import { CSV_BATCH } from './pipeline/csv-batches';
import { ZIP_BATCH } from './pipeline/fund-export';
import { type AdminSession, logInAdmin, signedIndividual, validFundInput } from './testing/admin-fixtures';
import { insertPipelineCase, type PipelineCase } from './testing/pipeline-fixtures';

const sealed: PipelineCase = {
  name: 'sealed',
  row: { currentStep: 'MID_CLOSING', subscriptionAgreementDate: new Date(), amount: 2_500_000 },
  agreement: { signers: ['signed', 'signed'], isSealed: true },
};
const midway: PipelineCase = { name: 'midway', row: { currentStep: 'NAME_PHONE', amount: 1_000_000 } };
const waiting: PipelineCase = {
  name: 'waiting',
  row: { currentStep: 'MID_CLOSING' },
  agreement: { signers: ['signed', 'pending'] },
};

const isUnitOfWork = (query: string): boolean => /^(begin|commit|rollback)\b/i.test(query);

describe.each(testBackends())('back-office round trips on %s', (backend) => {
  /** Every statement sent since the test last emptied it. */
  const queries: string[] = [];
  let counted: CountedApp | undefined;
  let admin: AdminSession;
  let slug: string;
  let added = 0;

  beforeAll(async () => {
    counted = await startCountedApp(backend, { queries, mailFolder: 'portal-back-office-trips' });
    await seedFunds(counted.app);
    admin = await logInAdmin(counted.app);
    const input = validFundInput();
    slug = input.fund.slug;
    expect((await postJson(counted.app, '/api/admin/funds', input, admin)).statusCode).toBe(201);
  });
  afterAll(() => counted?.close());

  const theApp = (): FastifyInstance => {
    if (!counted) throw new Error('The app has not started');
    return counted.app;
  };
  const grow = async (cases: PipelineCase[]): Promise<void> => {
    for (const c of cases) {
      added += 1;
      await insertPipelineCase(theApp().deps.db, slug, c, added);
    }
  };
  /** The statements one call sends, without the begin and commit of its units of work. */
  const count = async (call: () => Promise<{ statusCode: number }>, status = 200): Promise<number> => {
    await sealAuditLog(theApp().deps);
    queries.length = 0;
    const response = await call();
    if (process.env.SHOW_QUERIES) console.log(queries.map((q) => q.slice(0, 90)).join('\n'));
    expect(response.statusCode).toBe(status);
    return queries.filter((query) => !isUnitOfWork(query)).length;
  };
  const get = (path: string) => () => getJson(theApp(), path, admin);
  const pipeline = (query = '') => get(`/api/admin/funds/${slug}/pipeline${query}`);

  it('reads a pipeline page, filtered or not, first or next, in the same five statements at any size', async () => {
    await grow([sealed, midway, waiting]);
    // session, fund, the page's rows, the fund's count; the signers of the page's agreements
    const small = await count(pipeline());
    expect(small).toBe(5);
    await grow(Array.from({ length: 12 }, (_, i) => [sealed, midway, waiting][i % 3] ?? midway));
    expect(await count(pipeline())).toBe(small);
    expect(await count(pipeline('?status=awaitingCoSigners'))).toBe(small);
    expect(await count(pipeline('?sort=investor&order=asc&search=investor'))).toBe(small);
    const first = (await get(`/api/admin/funds/${slug}/pipeline?limit=5`)()) as {
      json: () => { page: { next: string } };
    };
    expect(await count(pipeline(`?limit=5&after=${first.json().page.next}`))).toBe(small);
  });

  it('writes the CSV in a fixed number of statements per batch of rows', async () => {
    const csv = get(`/api/admin/funds/${slug}/export.csv`);
    const before = await count(csv);
    await grow([sealed, midway, waiting]);
    expect(await count(csv)).toBe(before);
    expect(added).toBeLessThan(CSV_BATCH);
    // session, fund, count, the audit entry and its seal (six), one batch of rows, their signers
    expect(before).toBe(12);
  });

  it('zips the sealed agreements without a statement per PDF', async () => {
    const zip = get(`/api/admin/funds/${slug}/agreements.zip`);
    const before = await count(zip);
    await grow([sealed, sealed, sealed, sealed]);
    expect(await count(zip)).toBe(before);
    expect(added).toBeLessThan(ZIP_BATCH);
    // session, fund, the first batch, the count of sealed agreements, the audit entry and its seal (six)
    expect(before).toBe(11);
  });

  it('shows a transaction in a fixed number of statements', async () => {
    const { transactionId } = await signedIndividual(theApp());
    // session, the row and its signers, fund, the envelope with its state (three), its signers and events, reminders,
    // pause, audit trail; who the decision's e-mail goes to (preferences), the change requests, the answers a
    // change request may mark (the row again and the investor's portfolio, two), who gave each answer, and the fund's
    // governing documents the investor never opened
    expect(await count(get(`/api/admin/transactions/${transactionId}`))).toBe(19);
  });

  it('runs a reminder pass with nothing due in the same statements however many subscriptions there are', async () => {
    const run = () => postJson(theApp(), '/api/admin/reminders/run', {}, admin);
    await run();
    const before = await count(run);
    await grow([midway, waiting, midway, waiting]);
    await run();
    expect(await count(run)).toBe(before);
    // session, the discovery of new wizards (its mark, then the insert that moves it on) and of co-signers, the claim,
    // one look for entries to seal
    expect(before).toBe(6);
  });

  it('seals the audit log in the same statements for one new entry or many', async () => {
    const deps = createAdminDeps(theApp().deps);
    const seal = async (entries: number): Promise<number> => {
      await sealAuditLog(deps);
      for (let i = 0; i < entries; i += 1) {
        await recordAuditEntry(deps.db, {
          actorUserId: admin.userId,
          impersonatedUserId: null,
          action: 'test.entry',
          target: slug,
          details: {},
        });
      }
      queries.length = 0;
      await sealAuditLog(deps);
      if (process.env.SHOW_QUERIES) console.log(queries.map((q) => q.slice(0, 90)).join('\n'));
      return queries.filter((query) => !isUnitOfWork(query)).length;
    };
    const one = await seal(1);
    expect(await seal(20)).toBe(one);
    // one look for entries to seal, lock, chain head, pending entries, which of them are linked already, the new links
    // with their entries marked
    expect(one).toBe(6);
    // nothing new: the look alone, neither the lock nor the chain
    expect(await seal(0)).toBe(1);
  });
});
