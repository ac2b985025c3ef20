// `npm run bench:api`: throughput and latency of the API on loopback, 50 connections, against a bare Fastify route in
// the same run, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. Prints figures only;
// nothing here is a test. BENCH_SECONDS sets each scenario's duration (default 10).
import type { AddressInfo } from 'node:net';
import autocannon, { type Request, type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createFileMailer } from '../src/server/mail/mailer';
import { generateDataKey } from '../src/server/security/data-key';
import { investorOnFund, SSN, seedFunds, walkTo } from '../src/server/test/flow-fixtures';
import { GENEROUS_RATE_LIMITS } from '../src/server/test/test-app';
import { type Backend, openTestDatabase } from '../src/server/test/test-database';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INVESTORS = CONNECTIONS * 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Row = { scenario: string; result: Result };

const urlOf = (app: FastifyInstance): string => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const run = (url: string, options: { requests?: Request[]; headers?: Record<string, string> } = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });

/** Submit on SSN_TAX_ID, then Previous back to it: each connection borrows its own investor for the pair. */
const submitRound = (investors: { cookie: string; transactionId: string }[]): Request[] => {
  const free = [...investors];
  const borrowed = (context: Record<string, unknown>) => context.investor as { cookie: string; transactionId: string };
  const json = (cookie: string) => ({ 'content-type': 'application/json', cookie });
  return [
    {
      method: 'POST',
      path: '/api/submit-step',
      setupRequest: (request, context) => {
        const investor = free.pop() ?? investors[0];
        if (!investor) throw new Error('No investor to bench with');
        context.investor = investor;
        const body = {
          transactionIntegrationId: investor.transactionId,
          currentStep: 'SSN_TAX_ID',
          values: { ssn: SSN },
        };
        return { ...request, headers: json(investor.cookie), body: JSON.stringify(body) };
      },
    },
    {
      method: 'POST',
      path: '/api/previous-step',
      setupRequest: (request, context) => {
        const { cookie, transactionId } = borrowed(context);
        const body = { transactionIntegrationId: transactionId, currentStep: 'NAME_PHONE' };
        return { ...request, headers: json(cookie), body: JSON.stringify(body) };
      },
      onResponse: (_status, _body, context) => {
        free.push(borrowed(context));
      },
    },
  ];
};

const benchBackend = async (backend: Backend): Promise<Row[]> => {
  const database = await openTestDatabase(backend, { adminUrl: POSTGRES_URL });
  const app = await buildApp({
    db: database.db,
    mailer: createFileMailer({ directory: 'data/bench-outbox', onLink: () => undefined }),
    dataKey: generateDataKey(),
    logLevel: 'warn',
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    await seedFunds(app);
    const investors = [];
    for (let i = 0; i < INVESTORS; i += 1) {
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      investors.push(investor);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const [first] = investors;
    if (!first) throw new Error('No investor');
    return [
      { scenario: 'bare Fastify GET /bare', result: await run(`${urlOf(bare)}/bare`) },
      {
        scenario: 'GET /api/user-investments',
        result: await run(`${urlOf(app)}/api/user-investments`, { headers: { cookie: first.cookie } }),
      },
      {
        scenario: 'POST /api/submit-step + /api/previous-step',
        result: await run(urlOf(app), { requests: submitRound(investors) }),
      },
    ];
  } finally {
    // Requests autocannon abandoned at the end still run for a moment: let them finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await bare.close();
    await app.close();
    await database.close();
  }
};

const print = (backend: Backend, rows: Row[]): void => {
  const bareRate = rows[0]?.result.requests.average ?? 0;
  process.stdout.write(`\n${backend} — ${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);
  process.stdout.write(`${'scenario'.padEnd(46)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  process.stdout.write(`${'vs bare'.padStart(10)}${'non-2xx'.padStart(9)}\n`);
  for (const { scenario, result } of rows) {
    const ratio = bareRate > 0 ? result.requests.average / bareRate : 0;
    process.stdout.write(
      `${scenario.padEnd(46)}${result.requests.average.toFixed(0).padStart(10)}${String(result.latency.p50).padStart(9)}` +
        `${String(result.latency.p99).padStart(9)}${`${(ratio * 100).toFixed(1)}%`.padStart(10)}` +
        `${String(result.non2xx + result.errors).padStart(9)}\n`,
    );
  }
};

const backends: Backend[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const backend of backends) print(backend, await benchBackend(backend));
