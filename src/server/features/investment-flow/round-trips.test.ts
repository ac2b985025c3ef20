// The hot calls' database round trips (docs/performance.md): each statement the app sends is counted, so a change
// that adds a query to these calls shows here rather than only in the benchmark.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { migrateDatabase } from '../../db/migrate';
import { createFileMailer } from '../../mail/mailer';
import { generateDataKey } from '../../security/data-key';
import { GENEROUS_RATE_LIMITS, getJson, postJson, signUp, testBackends } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  FUNDS,
  INDIVIDUAL_ANSWERS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  seedFunds,
  submit,
} from './testing/flow-fixtures';

describe.each(testBackends())('database round trips per call on %s', (backend) => {
  const queries: string[] = [];
  let throwaway: TestDatabase | undefined;
  let counted: Database | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    const onQuery = (query: string) => void queries.push(query);
    if (backend === 'postgres') {
      throwaway = await openTestDatabase(backend);
      counted = await openDatabase({ url: throwaway.url ?? '', poolSize: 5, onQuery });
    } else {
      counted = await openDatabase({ onQuery });
      await migrateDatabase(counted);
    }
    app = await buildApp({
      db: counted.db,
      mailer: createFileMailer({ directory: join(tmpdir(), 'portal-round-trips'), onSaved: () => undefined }),
      dataKey: generateDataKey(),
      logLevel: 'warn',
      rateLimits: GENEROUS_RATE_LIMITS,
      // The webhook worker's passes are not any request's statements.
      isWebhookWorkerOn: false,
    });
    await app.ready();
    await seedFunds(app);
  });
  afterAll(async () => {
    await app?.close();
    await counted?.close();
    await throwaway?.close();
  });

  const theApp = (): FastifyInstance => {
    if (!app) throw new Error('The app has not started');
    return app;
  };
  /** An investor on SSN_TAX_ID, with nothing counted yet. */
  let investor: InvestorOnFund;
  beforeEach(async () => {
    investor = await investorOnFund(theApp());
    for (const [step, values] of INDIVIDUAL_ANSWERS.slice(0, 3)) await submit(theApp(), investor, step, values);
    queries.length = 0;
  });

  it('starts an investment in four, answering the portfolio a fresh read gives', async () => {
    const { cookie } = await signUp(theApp());
    await postJson(theApp(), '/api/create-user-portfolio', { portalFundSlug: FUNDS.promotedVenture }, { cookie });
    queries.length = 0;
    const started = await postJson(theApp(), '/api/submit-step', { portalFundSlug: FUNDS.promotedVenture }, { cookie });
    expect(started.json().currentStep).toBe('INITIAL');
    // session with portfolio, fund, then in one unit of work the new transaction and its webhook event (an INSERT that
    // writes nothing for a fund without endpoints); BEGIN/COMMIT aside
    expect(queries.filter((query) => !/^(begin|commit)\b/i.test(query))).toHaveLength(4);
    const { transactionIntegrationId } = started.json();
    const scope = `portalFundSlug=${FUNDS.promotedVenture}&transactionIntegrationId=${transactionIntegrationId}`;
    const read = await getJson(theApp(), `/api/user-investments?${scope}`, { cookie });
    expect(started.json().transactions).toEqual(read.json().transactions);
  });

  it('reads the portfolio in one: the session with profile, accounts and transactions', async () => {
    const response = await getJson(theApp(), '/api/user-investments', investor);
    expect(response.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
  });

  it('submits a step in two: the session with the portfolio and funds, then the versioned update with its event', async () => {
    const response = await submit(theApp(), investor, 'SSN_TAX_ID', { ssn: SSN });
    expect(response.json().currentStep).toBe('NAME_PHONE');
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/^with saved as \(\s*update transactions/);
    expect(queries.join('\n')).not.toMatch(/^begin/im);
  });

  it('goes back a step in two', async () => {
    await submit(theApp(), investor, 'SSN_TAX_ID', { ssn: SSN });
    queries.length = 0;
    const body = { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' };
    const response = await postJson(theApp(), '/api/previous-step', body, investor);
    expect(response.json().currentStep).toBe('SSN_TAX_ID');
    expect(queries).toHaveLength(2);
  });

  it('answers a step that is no longer current after one read, writing nothing', async () => {
    const response = await submit(theApp(), investor, 'NAME_PHONE', INDIVIDUAL_ANSWERS[4]?.[1] ?? {});
    expect(response.statusCode).toBe(409);
    expect(queries).toHaveLength(1);
    expect(queries.join('\n')).not.toMatch(/^update/im);
  });

  it('reaches the signing step in one unit of work, then reads the portfolio once', async () => {
    for (const [step, values] of INDIVIDUAL_ANSWERS.slice(3, -1)) await submit(theApp(), investor, step, values);
    queries.length = 0;
    const response = await submit(theApp(), investor, 'ACCREDITED_INVESTOR', { accreditation: '0' });
    expect(response.json().currentStep).toBe('DOCUMENT_SIGNED');
    // session with portfolio and funds, [begin], account, then profile and transaction together (one round trip on
    // PostgreSQL, in either order), [commit], portfolio. PGlite opens and ends its units of work without a statement
    // the app sends.
    const statements = queries
      .filter((query) => !/^(begin|commit)\b/i.test(query))
      .map((query) => query.split(' ').slice(0, 3).join(' '));
    expect(statements).toHaveLength(5);
    expect(statements[1]).toBe('insert into "accounts"');
    // The transaction's update carries its webhook event in a WITH clause (flow-steps-repository.ts).
    expect(statements.slice(2, 4).sort()).toEqual(['update "investors" set', 'with saved as']);
    expect(statements[4]).toMatch(/^select /);
  });
});
