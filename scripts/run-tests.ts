// `npm test`: every Vitest project, in two lanes side by side (docs/testing.md 'Lanes'). The browser specs share one
// portal and run one file at a time; Vitest runs such a project only after all the others, which would leave one of
// the machine's cores idle for the whole browser run. So the browser specs run in a Vitest of their own, beside the
// unit, web, model and API projects. Those run two files at a time at a lower priority: they take what the browser lane
// leaves (its pages wait on timers and on each other), whose specs poll what a page shows against deadlines, and
// both cores once it is done. Arguments (a project, a file filter, a reporter) mean one ordinary `vitest run`.
// Each lane writes its JSON report and file timings into .ci-out/ (CI sums the reports; `npm run ci:profile` reads
// the timings); the last line sums both lanes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';

const OUT = '.ci-out';
const vitest = join('node_modules', 'vitest', 'vitest.mjs');

/** `niceness`: the lane's scheduling priority (0 as usual, higher yields); its test workers inherit it. */
type Lane = { name: string; projects: string[]; args: string[]; niceness: number };
const LANES: Lane[] = [
  { name: 'browser', projects: ['e2e'], args: [], niceness: 0 },
  { name: 'rest', projects: ['unit', 'web', 'model', 'api'], args: ['--maxWorkers=2'], niceness: 5 },
];

const run = (args: string[], env: NodeJS.ProcessEnv = process.env, niceness = 0): Promise<number> =>
  new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [vitest, 'run', ...args], { stdio: 'inherit', env });
    if (niceness > 0 && child.pid !== undefined) setPriority(child.pid, niceness);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

type JsonReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

const counts = (lane: Lane): JsonReport | undefined => {
  try {
    return JSON.parse(readFileSync(join(OUT, `vitest-${lane.name}.json`), 'utf8')) as JsonReport;
  } catch {
    return undefined;
  }
};

const args = process.argv.slice(2);
if (args.length > 0) process.exit(await run(args));

mkdirSync(OUT, { recursive: true });
const codes = await Promise.all(
  LANES.map((lane) =>
    run(
      [
        ...lane.projects.flatMap((project) => ['--project', project]),
        ...lane.args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${join(OUT, `vitest-${lane.name}.json`)}`,
        '--reporter=./scripts/test-timings-reporter.ts',
      ],
      { ...process.env, TEST_TIMINGS_FILE: join(OUT, `test-timings-${lane.name}.json`) },
      lane.niceness,
    ),
  ),
);
const reports = LANES.map(counts);
const sum = (key: keyof JsonReport) => reports.reduce((total, report) => total + (report?.[key] ?? 0), 0);
const missing = LANES.filter((_, i) => !reports[i]).map((lane) => lane.name);
console.log(
  `\nBoth lanes: ${sum('numPassedTests')} tests passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped` +
    (missing.length > 0 ? ` (no report from: ${missing.join(', ')})` : ''),
);
process.exit(codes.some((code) => code !== 0) || missing.length > 0 ? 1 : 0);
