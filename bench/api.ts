// `npm run bench:api`: throughput and latency of the API on loopback, 50 connections, against a bare Fastify route in
// the same run, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. autocannon runs in a
// child process (bench/load-generator.ts), never on the server's event loop. Each scenario runs BENCH_RUNS times
// (default 3), interleaved, for BENCH_SECONDS each (default 10); the table shows the median and the best run.
// BENCH_BACKENDS=postgres limits the run to one backend (docs/performance.md, CPU profiles).
// Prints figures only; nothing here is a test (docs/performance.md).
import { type ChildProcess, fork } from 'node:child_process';
import Fastify from 'fastify';
import { seedFunds } from '../src/server/features/investment-flow/testing/flow-fixtures';
import type { Backend } from '../src/server/test/test-database';
import { investorsAt, openBenchApp, resetPairs } from './bench-app';
import { formatReport, type ScenarioRuns } from './bench-report';
import { WALK_STEPS } from './bench-requests';
import { CONNECTIONS, type LoadJob, type LoadSummary } from './load-job';
import { load, machineLine, settle, urlOf } from './load-runner';
import { seedWalkers } from './seed-walkers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAIR_INVESTORS = CONNECTIONS * 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Enough fresh investors for a walk of about SECONDS at the rate last seen. */
const walkersFor = (requestsPerSecond: number): number =>
  Math.min(20_000, Math.max(1, Math.ceil((requestsPerSecond * SECONDS) / WALK_STEPS / CONNECTIONS)) * CONNECTIONS);

const benchBackend = async (backend: Backend, generator: ChildProcess): Promise<ScenarioRuns[]> => {
  const { app, close } = await openBenchApp(backend, POSTGRES_URL);
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    await seedFunds(app);
    const pairInvestors = await investorsAt(app, PAIR_INVESTORS, 'SSN_TAX_ID');
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const [first] = pairInvestors;
    if (!first) throw new Error('No investor');

    const rows: ScenarioRuns[] = [
      { scenario: 'bare Fastify GET /bare', runs: [] },
      { scenario: 'GET /api/me', runs: [] },
      { scenario: 'GET /api/user-investments', runs: [] },
      { scenario: 'POST /api/submit-step + /api/previous-step', runs: [] },
      { scenario: `POST /api/submit-step (${WALK_STEPS}-step walks)`, runs: [] },
    ];
    const [bareRuns, meRuns, readRuns, pairRuns, walkRuns] = rows.map((row) => row.runs) as [
      LoadSummary[],
      LoadSummary[],
      LoadSummary[],
      LoadSummary[],
      LoadSummary[],
    ];
    let walkRate = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const [bareRow, meRow, readRow, pairRow, walkRow] = rows.map((row) => `${backend} ${row.scenario}`);
      bareRuns.push(await load(generator, { kind: 'get', url: `${urlOf(bare)}/bare`, seconds: SECONDS }, `${bareRow}`));
      const me: LoadJob = { kind: 'get', url: `${urlOf(app)}/api/me`, cookie: first.cookie, seconds: SECONDS };
      meRuns.push(await load(generator, me, `${meRow}`));
      const read: LoadJob = {
        kind: 'get',
        url: `${urlOf(app)}/api/user-investments`,
        cookie: first.cookie,
        seconds: SECONDS,
      };
      readRuns.push(await load(generator, read, `${readRow}`));
      await settle();
      const pair = await load(
        generator,
        { kind: 'submit-previous', url: urlOf(app), investors: pairInvestors, seconds: SECONDS },
        `${pairRow}`,
      );
      pairRuns.push(pair);
      await settle();
      await resetPairs(app, pairInvestors);
      const walkers = await seedWalkers(app, walkersFor(walkRate || pair.requestsPerSecond));
      const walk = await load(generator, { kind: 'submit-walk', url: urlOf(app), investors: walkers }, `${walkRow}`);
      walkRuns.push(walk);
      walkRate = walk.requestsPerSecond;
      await settle();
    }
    return rows;
  } finally {
    await settle();
    await bare.close();
    await close();
  }
};

const generator = fork(new URL('./load-generator.ts', import.meta.url));
try {
  process.stdout.write(machineLine());
  const available: Backend[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
  // BENCH_BACKENDS=postgres: one backend only (a CPU profile of the server without PGlite in the process).
  const wanted = process.env.BENCH_BACKENDS?.split(',');
  const backends = wanted ? available.filter((backend) => wanted.includes(backend)) : available;
  for (const backend of backends) {
    const rows = await benchBackend(backend, generator);
    const title = `${backend}: ${CONNECTIONS} connections, ${SECONDS} s per run, ${RUNS} runs, loopback`;
    process.stdout.write(formatReport(title, rows));
  }
} finally {
  generator.kill();
}
