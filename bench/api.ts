// `npm run bench:api`: throughput and latency of the API on loopback, 50 connections, against a bare Fastify route in
// the same run, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. autocannon runs in a
// child process (bench/load-generator.ts), never on the server's event loop. Each scenario runs BENCH_RUNS times
// (default 3), interleaved, for BENCH_SECONDS each (default 10); the table shows the median and the best run.
// BENCH_BACKENDS=postgres limits the run to one backend (docs/performance.md, CPU profiles).
// Prints figures only; nothing here is a test (docs/performance.md).
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedFunds } from '../src/server/features/investment-flow/testing/flow-fixtures';
import { postJson } from '../src/server/test/test-app';
import type { Backend } from '../src/server/test/test-database';
import { investorsAt, openBenchApp } from './bench-app';
import { formatReport, type ScenarioRuns } from './bench-report';
import { WALK_STEPS } from './bench-requests';
import { CONNECTIONS, type LoadJob, type LoadSummary } from './load-job';
import { seedWalkers } from './seed-walkers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAIR_INVESTORS = CONNECTIONS * 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Answer = { ok: true; summary: LoadSummary } | { ok: false; message: string };

/** Where the run stands, on stderr, with the seconds since the process started (windows for bench:profile). */
const progress = (what: string): void => {
  process.stderr.write(`${process.uptime().toFixed(1).padStart(7)} s  ${what}\n`);
};

const load = (generator: ChildProcess, job: LoadJob, scenario: string): Promise<LoadSummary> =>
  new Promise((resolve, reject) => {
    progress(`${scenario}: start`);
    const cpuBefore = process.cpuUsage();
    generator.once('message', (answer: Answer) => {
      if (!answer.ok) return reject(new Error(answer.message));
      const cpu = process.cpuUsage(cpuBefore);
      const serverCpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, answer.summary.requests);
      const perRequest = (micros: number) => (micros / 1000 / Math.max(1, answer.summary.requests)).toFixed(3);
      progress(
        `${scenario}: end (CPU per request: user ${perRequest(cpu.user)} ms, system ${perRequest(cpu.system)} ms)`,
      );
      resolve({ ...answer.summary, serverCpuMs });
    });
    generator.send(job);
  });

const urlOf = (app: FastifyInstance): string => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Requests a run abandoned at its end still run for a moment: let them finish before the next run or the close. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

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
    /** A pair cut off by the end of a run leaves its investor one step on: Previous brings them back. */
    const resetPairs = async () => {
      for (const investor of pairInvestors) {
        const record = await app.deps.repos.transactions.findOwned(investor.transactionId, investor.userId);
        if (record?.currentStep !== 'NAME_PHONE') continue;
        const body = { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' };
        await postJson(app, '/api/previous-step', body, { cookie: investor.cookie });
      }
    };
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
      await resetPairs();
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
  const cpu = cpus();
  process.stdout.write(
    `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
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
