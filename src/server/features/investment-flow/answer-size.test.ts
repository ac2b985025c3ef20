// Answers that stay small (docs/performance.md): an investor with 100 transactions gets answers under 20 KB from the
// user-investments read and the submit. Measured by size, not time. The facts over all transactions still come.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE } from '../../../shared/domain/portfolio-facts';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, type InvestorOnFund, investorOnFund, SSN, seedFunds, submit, walkTo } from './testing/flow-fixtures';

const LIMIT_BYTES = 20 * 1024;
const TRANSACTIONS = 100;
/** Of the 100, this many are on the fund the investor is investing in (docs/spec.md §4 chooses among them on its pages). */
const ON_THE_FUND = 10;
const OTHER_FUNDS = [FUNDS.equityRaise, FUNDS.bondRaise, FUNDS.reservation, FUNDS.closed, FUNDS.syndicationMultiple];

type Answered = { integrationId: string; portalFundSlug: string; values?: Record<string, unknown> };

describe.each(testBackends())('answers for an investor with 100 transactions on %s', (backend) => {
  const testApp = useTestApp(backend);
  let investor: InvestorOnFund;

  beforeAll(async () => {
    const { app } = testApp();
    await seedFunds(app);
    investor = await investorOnFund(app, FUNDS.promotedVenture);
    await walkTo(app, investor, 'ACCREDITED_INVESTOR');
    const walked = await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId);
    if (!walked) throw new Error('The walked transaction is missing');
    // Every other transaction carries a full set of answers too, the heaviest case for the answers.
    for (let i = 1; i < TRANSACTIONS; i += 1) {
      const fund = i < ON_THE_FUND ? FUNDS.promotedVenture : (OTHER_FUNDS[i % OTHER_FUNDS.length] ?? FUNDS.closed);
      await repositoriesOf(app).transactions.create(
        investor.userId,
        fund,
        walked.values,
        { amount: 5_000_000 },
        'NAME_PHONE',
      );
    }
  });

  const read = (query: string) => getJson(testApp().app, `/api/user-investments${query}`, { cookie: investor.cookie });

  it('answers the summary a page of the newest transactions under 20 KB, with facts over all 100', async () => {
    const answer = await read('');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(LIMIT_BYTES);
    const body = answer.json();
    expect(body.transactions).toHaveLength(TRANSACTIONS_PAGE_SIZE);
    expect(body.facts).toMatchObject({ transactionCount: TRANSACTIONS, hasIncompleteTransaction: true });
    expect(body.transactions.some((t: Answered) => t.values !== undefined)).toBe(false);
    // The walked transaction is the oldest: not on the first page.
    expect(body.transactions.map((t: Answered) => t.integrationId)).not.toContain(investor.transactionId);
  });

  it('pages through every transaction exactly once, newest page first', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= TRANSACTIONS / TRANSACTIONS_PAGE_SIZE; page += 1) {
      const answer = await read(page === 1 ? '' : `?page=${page}`);
      expect(answer.body.length).toBeLessThan(LIMIT_BYTES);
      seen.push(...answer.json().transactions.map((t: Answered) => t.integrationId));
    }
    expect(new Set(seen).size).toBe(TRANSACTIONS);
    expect(seen.at(-TRANSACTIONS_PAGE_SIZE)).toBe(investor.transactionId);
    const past = await read(`?page=${TRANSACTIONS / TRANSACTIONS_PAGE_SIZE + 1}`);
    expect(past.json().transactions).toEqual([]);
  });

  it('answers a step page its fund’s transactions, and only its own transaction with its form data', async () => {
    const answer = await read(
      `?portalFundSlug=${FUNDS.promotedVenture}&transactionIntegrationId=${investor.transactionId}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(LIMIT_BYTES);
    const transactions: Answered[] = answer.json().transactions;
    expect(transactions).toHaveLength(ON_THE_FUND);
    expect(transactions.every((t) => t.portalFundSlug === FUNDS.promotedVenture)).toBe(true);
    const withValues = transactions.filter((t) => t.values !== undefined);
    expect(withValues.map((t) => t.integrationId)).toEqual([investor.transactionId]);
    expect(withValues[0]?.values?.ssn).toBe('•••-••-6789');
    expect(answer.body).not.toContain(SSN);
  });

  it('brings a named transaction with the summary page whatever its age', async () => {
    const answer = await read(`?transactionIntegrationId=${investor.transactionId}`);
    const ids = answer.json().transactions.map((t: Answered) => t.integrationId);
    expect(ids).toHaveLength(TRANSACTIONS_PAGE_SIZE + 1);
    expect(ids).toContain(investor.transactionId);
  });

  it('answers a submit under 20 KB, with the submitted transaction’s form data only', async () => {
    const answer = await submit(testApp().app, investor, 'ACCREDITED_INVESTOR', { accreditation: '0' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(LIMIT_BYTES);
    const body = answer.json();
    expect(body.currentStep).toBe('DOCUMENT_SIGNED');
    const withValues = body.transactions.filter((t: Answered) => t.values !== undefined);
    expect(withValues.map((t: Answered) => t.integrationId)).toEqual([investor.transactionId]);
    expect(body.transactions).toHaveLength(ON_THE_FUND);
    expect(body.facts.transactionCount).toBe(TRANSACTIONS);
  });

  it('brings nothing more for an id that is not one of the investor’s transactions', async () => {
    const answer = await read(`?transactionIntegrationId=${'x'.repeat(200)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().transactions).toHaveLength(TRANSACTIONS_PAGE_SIZE);
    expect(answer.json().transactions.some((t: Answered) => t.values !== undefined)).toBe(false);
  });

  it('refuses a page that is not a positive whole number', async () => {
    for (const page of ['0', '-1', 'two', '1.5', '01', '9999999']) {
      const answer = await read(`?page=${page}`);
      expect(answer.statusCode).toBe(400);
    }
  });
});
