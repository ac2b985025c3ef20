// `npm run bench:api-floor`: how much of a submit's server CPU (bench/api.ts, 'submit + Previous') is the flow's
// rules, and how much is what any step write costs. Beside `GET /api/me` and the real submit + Previous pair it
// measures, on routes this script alone adds to the app it serves:
// - the flow's read: the session with the portfolio and its funds (one query, as a flow call reads them), answered
//   with `/api/me`'s answer;
// - the floor pair: the same routes' body checks, that read, the versioned step write (with its webhook event and
//   the database's audit and funnel triggers) and the same answer, without the flow's rules (no masked tax ids
//   restored, no read-only check, no validation, no transition or replay: the pair only swaps SSN_TAX_ID and
//   NAME_PHONE);
// - both pairs again with the audit trigger of `transactions` switched off in the bench's own throw-away database
//   (the audit entry and the funnel's stays and counts behind it): a measurement, never the product's behaviour.
// Each scenario starts from a vacuumed database, so none inherits the dead rows of the one before. PostgreSQL only
// (BENCH_DATABASE_URL or TEST_DATABASE_URL); BENCH_RUNS and BENCH_SECONDS as in bench/api.ts. Prints figures only.
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireAuth } from '../src/server/features/auth-and-accounts/public-api';
import { toVisitor } from '../src/server/features/auth-and-accounts/visitor';
import { flowAnswer, withRecord } from '../src/server/features/investment-flow/flow-answer';
import { loadFlowContext, stepConflict } from '../src/server/features/investment-flow/flow-context';
import { createFlowDeps } from '../src/server/features/investment-flow/flow-deps';
import { previousStepSchema, submitStepSchema } from '../src/server/features/investment-flow/flow-routes';
import { withPortfolio } from '../src/server/features/investment-flow/portfolio-session';
import { saveFlowStep } from '../src/server/features/investment-flow/save-flow-step';
import { seedFunds } from '../src/server/features/investment-flow/testing/flow-fixtures';
import type { StepId } from '../src/shared/domain/steps';
import { investorsAt, openBenchApp, resetPairs } from './bench-app';
import { formatReport, type ScenarioRuns } from './bench-report';
import { CONNECTIONS, FLOW_PAIR, type LoadJob, type PairPaths } from './load-job';
import { load, machineLine, settle, urlOf } from './load-runner';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const FLOOR_PAIR: PairPaths = { submit: '/bench/floor-submit', previous: '/bench/floor-previous' };

type PairBody = { transactionIntegrationId: string; currentStep: StepId };

/** The floor routes: a step write and the flow's answer, with everything the flow's rules add left out. */
const addFloorRoutes = (app: FastifyInstance): void => {
  const deps = createFlowDeps(app.deps);
  const { flow: repos, now } = deps;
  const config = { readSession: withPortfolio(repos.portfolios, 'flow') };
  app.get('/bench/flow-read', { config }, async (request) => toVisitor(request.auth));
  const move = (to: StepId) => async (request: { body: PairBody } & Parameters<typeof requireAuth>[0]) => {
    const { transactionIntegrationId, currentStep } = request.body;
    const userId = requireAuth(request).actingUser.id;
    const context = await loadFlowContext(repos, {
      userId,
      transactionId: transactionIntegrationId,
      postedStep: currentStep,
      now: now(),
      prefetched: request.portfolioRead,
    });
    const { record, portfolio } = context;
    const next = { currentStep: to, values: record.values };
    const saved = await saveFlowStep(deps, { userId, record, next, portfolio, author: null });
    if (!saved) throw stepConflict(record.currentStep);
    const answered = withRecord(portfolio, saved.record);
    return flowAnswer(repos, userId, { transactionIntegrationId, currentStep: to, portfolio: answered });
  };
  app.post<{ Body: PairBody }>(FLOOR_PAIR.submit, { config, schema: submitStepSchema }, move('NAME_PHONE'));
  app.post<{ Body: PairBody }>(FLOOR_PAIR.previous, { config, schema: previousStepSchema }, move('SSN_TAX_ID'));
};

if (!POSTGRES_URL) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
const generator = fork(new URL('./load-generator.ts', import.meta.url));
const { app, close } = await openBenchApp('postgres', POSTGRES_URL);
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
try {
  process.stdout.write(machineLine());
  addFloorRoutes(app);
  await seedFunds(app);
  const investors = await investorsAt(app, CONNECTIONS * 2, 'SSN_TAX_ID');
  const [first] = investors;
  if (!first) throw new Error('No investor');
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const auditTrigger = (on: boolean) =>
    app.deps.db.execute(
      sql.raw(`alter table transactions ${on ? 'enable' : 'disable'} trigger transactions_answers_audit`),
    );
  const pair = (paths: PairPaths): LoadJob => ({
    kind: 'submit-previous',
    url: urlOf(app),
    investors,
    seconds: SECONDS,
    paths,
  });
  const get = (url: string): LoadJob => ({ kind: 'get', url, cookie: first.cookie, seconds: SECONDS });
  const scenarios: { scenario: string; isAuditOn: boolean; job: () => LoadJob }[] = [
    { scenario: 'bare Fastify GET /bare', isAuditOn: true, job: () => get(`${urlOf(bare)}/bare`) },
    { scenario: 'GET /api/me', isAuditOn: true, job: () => get(`${urlOf(app)}/api/me`) },
    {
      scenario: "GET: the flow's read, /api/me's answer",
      isAuditOn: true,
      job: () => get(`${urlOf(app)}/bench/flow-read`),
    },
    { scenario: 'floor pair: read, step write, answer', isAuditOn: true, job: () => pair(FLOOR_PAIR) },
    { scenario: 'POST /api/submit-step + /api/previous-step', isAuditOn: true, job: () => pair(FLOW_PAIR) },
    { scenario: 'floor pair, audit trigger off', isAuditOn: false, job: () => pair(FLOOR_PAIR) },
    { scenario: 'submit + Previous, audit trigger off', isAuditOn: false, job: () => pair(FLOW_PAIR) },
  ];
  const rows: ScenarioRuns[] = scenarios.map(({ scenario }) => ({ scenario, runs: [] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, { scenario, isAuditOn, job }] of scenarios.entries()) {
      await auditTrigger(isAuditOn);
      await app.deps.db.execute(sql`vacuum analyze`);
      rows[index]?.runs.push(await load(generator, job(), `run ${run + 1}: ${scenario}`));
      await settle();
      await resetPairs(app, investors);
    }
  }
  await auditTrigger(true);
  const title = `postgres: ${CONNECTIONS} connections, ${SECONDS} s per run, ${RUNS} runs, loopback`;
  process.stdout.write(formatReport(title, rows));
} finally {
  generator.kill();
  await settle();
  await bare.close();
  await close();
}
