import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import {
  type InvestorOnFund,
  investorOnFund,
  seedFunds,
  walkTo,
} from '../features/investment-flow/testing/flow-fixtures';
import { repositoriesOf } from './repositories-of';
import { testBackends, useTestApp } from './test-app';

const STACK_TRACE = /\bat .+\.(ts|js):\d+/;

describe.each(testBackends())('crafted and malformed requests on %s', (backend) => {
  const t = useTestApp(backend);
  let investor: InvestorOnFund;
  let versionBefore: number;

  beforeAll(async () => {
    await seedFunds(t().app);
    investor = await investorOnFund(t().app);
    await walkTo(t().app, investor, 'SSN_TAX_ID');
    versionBefore =
      (await repositoriesOf(t().app).transactions.findOwned(investor.transactionId, investor.userId))?.version ?? -1;
  });

  const send = (url: string, payload: string, contentType = 'application/json') =>
    t().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, cookie: investor.cookie },
    });

  const submitBody = (values: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ transactionIntegrationId: investor.transactionId, currentStep: 'SSN_TAX_ID', values, ...extra });

  const CASES: [string, () => Promise<{ statusCode: number; body: string }>, number][] = [
    ['malformed JSON', () => send('/api/submit-step', '{"transactionIntegrationId": '), 400],
    ['an empty JSON body', () => send('/api/submit-step', ''), 400],
    ['a JSON array body', () => send('/api/submit-step', '[1,2,3]'), 400],
    [
      'a body over the size limit',
      () => send('/api/submit-step', submitBody({ ssn: 'x'.repeat(BODY_LIMIT_BYTES) })),
      413,
    ],
    ['a huge string inside the limit', () => send('/api/submit-step', submitBody({ ssn: '1'.repeat(5_000) })), 400],
    [
      'an unknown top-level field',
      () => send('/api/submit-step', submitBody({ ssn: '123-45-6789' }, { userId: 'x' })),
      400,
    ],
    ['an unknown flow field', () => send('/api/submit-step', submitBody({ ssn: '123-45-6789', isAdmin: true })), 400],
    ['a number where text belongs', () => send('/api/submit-step', submitBody({ ssn: 123456789 })), 400],
    ['an operator object where text belongs', () => send('/api/submit-step', submitBody({ ssn: { $gt: '' } })), 400],
    ['values as an array', () => send('/api/submit-step', submitBody(['123-45-6789'])), 400],
    ['an unknown step id', () => send('/api/submit-step', submitBody({}, { currentStep: 'DROP TABLE' })), 400],
    ['a prototype-polluting body', () => send('/api/submit-step', '{"__proto__": {"isAdmin": true}}'), 400],
    [
      'a transaction id that is not a uuid',
      () => send('/api/submit-step', submitBody({ ssn: '123-45-6789' }, { transactionIntegrationId: "1' OR '1'='1" })),
      404,
    ],
    [
      'an unknown transaction id',
      () =>
        send(
          '/api/submit-step',
          submitBody({ ssn: '123-45-6789' }, { transactionIntegrationId: '00000000-0000-4000-8000-000000000000' }),
        ),
      404,
    ],
    [
      'a step with values but no transaction',
      () => send('/api/submit-step', JSON.stringify({ currentStep: 'SSN_TAX_ID', values: {} })),
      400,
    ],
    ['a form-encoded body', () => send('/api/submit-step', 'ssn=123456789', 'application/x-www-form-urlencoded'), 415],
    ['a text body', () => send('/api/submit-step', 'hello', 'text/plain'), 415],
    [
      'an amount as text',
      () =>
        send(
          '/api/update-investment',
          JSON.stringify({ transactionIntegrationId: investor.transactionId, amount: '5000000' }),
        ),
      400,
    ],
    [
      'an amount past any fund',
      () =>
        send(
          '/api/update-investment',
          JSON.stringify({ transactionIntegrationId: investor.transactionId, amount: 1e20 }),
        ),
      400,
    ],
    [
      'a previous-step with an extra field',
      () =>
        send(
          '/api/previous-step',
          JSON.stringify({ transactionIntegrationId: investor.transactionId, currentStep: 'SSN_TAX_ID', values: {} }),
        ),
      400,
    ],
    ['an unknown route', () => send('/api/drop-everything', '{}'), 404],
  ];

  it.each(CASES)('answers %s with a 4xx message and no stack trace', async (_case, request, status) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body) as { message?: unknown };
    expect(body.message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(STACK_TRACE);
  });

  it('changes nothing after all of them', async () => {
    const stored = await repositoriesOf(t().app).transactions.findOwned(investor.transactionId, investor.userId);
    expect(stored?.version).toBe(versionBefore);
    expect(stored?.currentStep).toBe('SSN_TAX_ID');
    expect(stored?.values.ssn).toBe('');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers field messages naming the offending field', async () => {
    const response = await send('/api/submit-step', submitBody({ ssn: '123-45-6789', isAdmin: true }));
    expect(response.json().fields).toEqual({ 'values.isAdmin': 'is not an accepted field' });
  });
});
