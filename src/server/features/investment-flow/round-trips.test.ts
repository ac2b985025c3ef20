import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CountedApp, startCountedApp } from '../../test/counted-app';
import { getJson, postJson, signUp, testBackends } from '../../test/test-app';
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
  /** Every statement sent since the test last emptied it. */
  const queries: string[] = [];
  let counted: CountedApp | undefined;

  beforeAll(async () => {
    counted = await startCountedApp(backend, { queries, mailFolder: 'portal-round-trips' });
    await seedFunds(counted.app);
  });
  afterAll(() => counted?.close());

  const theApp = (): FastifyInstance => {
    if (!counted) throw new Error('The app has not started');
    return counted.app;
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
