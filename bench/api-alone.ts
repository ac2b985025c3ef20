// `npm run bench:api-alone`: CPU per request with one request at a time (`app.inject`), the server's from its own
// process and PostgreSQL's from its processes (read from /proc, Linux only), for `GET /api/me`, submit + Previous
// rounds and the 10-step walks of bench/api.ts. Without 50 connections sharing two cores, the figures move less with
// the machine's load than bench:api's, and they show the database's part of each call (docs/performance.md, 'The
// database's part of a submit'). Needs BENCH_DATABASE_URL or TEST_DATABASE_URL. Prints figures only; not a test.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  INDIVIDUAL_ANSWERS,
  type InvestorOnFund,
  SSN,
  seedFunds,
  submit,
} from '../src/server/features/investment-flow/testing/flow-fixtures';
import { postJson } from '../src/server/test/test-app';
import { investorsAt, openBenchApp } from './bench-app';
import { seedWalkers } from './seed-walkers';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const INVESTORS = 20;
const ME_CALLS = 4_000;
const ROUNDS = 1_000;
const WALKS = 150;
const WARM_UP = 200;

/** CPU time of every PostgreSQL process, in ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
const postgresCpuMs = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
};

type Cost = { server: number; postgres: number };

/** CPU per request of `requests` requests that `run` makes. */
const measure = async (requests: number, run: () => Promise<void>): Promise<Cost> => {
  const cpu = process.cpuUsage();
  const postgres = postgresCpuMs();
  await run();
  const used = process.cpuUsage(cpu);
  return { server: (used.user + used.system) / 1000 / requests, postgres: (postgresCpuMs() - postgres) / requests };
};

const expectOk = (response: { statusCode: number; body: string }): void => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
};

if (!POSTGRES_URL) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
const { app, close } = await openBenchApp('postgres', POSTGRES_URL);
try {
  process.stdout.write(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, one request at a time\n`,
  );
  await seedFunds(app);
  const investors = await investorsAt(app, INVESTORS, 'SSN_TAX_ID');
  const investor = (i: number): InvestorOnFund => investors[i % INVESTORS] as InvestorOnFund;
  const me = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      expectOk(await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: investor(i).cookie } }));
    }
  };
  const rounds = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const { cookie, transactionId } = investor(i);
      expectOk(await submit(app, investor(i), 'SSN_TAX_ID', { ssn: SSN }));
      const back = { transactionIntegrationId: transactionId, currentStep: 'NAME_PHONE' };
      expectOk(await postJson(app, '/api/previous-step', back, { cookie }));
    }
  };
  await me(WARM_UP);
  const yardstick = await measure(ME_CALLS, () => me(ME_CALLS));
  await rounds(WARM_UP / 2);
  const round = await measure(ROUNDS * 2, () => rounds(ROUNDS));
  const walkers = await seedWalkers(app, WALKS);
  const walk = await measure(WALKS * INDIVIDUAL_ANSWERS.length, async () => {
    for (const walker of walkers) {
      for (const [step, values] of INDIVIDUAL_ANSWERS) expectOk(await submit(app, walker, step, values));
    }
  });
  const line = (name: string, { server, postgres }: Cost) =>
    `${name.padEnd(36)}${server.toFixed(3).padStart(8)} ms ${(server / yardstick.server).toFixed(1).padStart(5)}×` +
    `${postgres.toFixed(3).padStart(10)} ms ${(postgres / Math.max(yardstick.postgres, 0.001)).toFixed(1).padStart(5)}×\n`;
  process.stdout.write(
    `${'CPU per request'.padEnd(36)}${'server'.padStart(15)}${'PostgreSQL'.padStart(17)}\n` +
      line('GET /api/me', yardstick) +
      line('submit + Previous (per request)', round) +
      line('10-step walks (per submit)', walk),
  );
} finally {
  await close();
}
