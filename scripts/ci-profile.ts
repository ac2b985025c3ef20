// `npm run ci:profile`: where CI's time went, from the last run's own records (.ci/run writes them into .ci-out/):
// the time of each phase (install, type check, lint, the tests), each Vitest project's span and summed file time,
// and the 15 slowest test files. Printed as Markdown tables (docs/testing.md keeps the current one).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileTiming, TestTimings } from './test-timings-reporter';

const OUT = '.ci-out';
export const PHASES_FILE = join(OUT, 'phases.tsv');
const SLOWEST = 15;

export type Phase = { name: string; seconds: number };

/** 'name<TAB>seconds' per line, as .ci/run appends them. */
export const parsePhases = (text: string): Phase[] =>
  text
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [name = '', seconds = '0'] = line.split('\t');
      return { name, seconds: Number(seconds) };
    });

/** m:ss, rounded to the second first (719.6 s is 12:00, not 11:60). */
export const minutes = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export type ProjectSpan = { project: string; files: number; tests: number; spanS: number; ownS: number };

/** Each project's span (its first file queued to its last file ended) and the sum of its files' own times. */
export const projectSpans = (files: readonly FileTiming[]): ProjectSpan[] => {
  const byProject = new Map<string, FileTiming[]>();
  for (const file of files) byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
  return [...byProject].map(([project, own]) => ({
    project,
    files: own.length,
    tests: own.reduce((sum, f) => sum + f.tests, 0),
    spanS: (Math.max(...own.map((f) => f.endedAt)) - Math.min(...own.map((f) => f.queuedAt))) / 1000,
    ownS: own.reduce((sum, f) => sum + f.ownMs, 0) / 1000,
  }));
};

export const slowestFiles = (files: readonly FileTiming[], count = SLOWEST): FileTiming[] =>
  [...files].sort((a, b) => b.ownMs - a.ownMs).slice(0, count);

export const profileReport = (phases: readonly Phase[], files: readonly FileTiming[]): string => {
  const lines = ['| phase | time (m:ss) |', '|---|---|'];
  for (const { name, seconds } of phases) lines.push(`| ${name} | ${minutes(seconds)} |`);
  lines.push(`| **total** | **${minutes(phases.reduce((sum, p) => sum + p.seconds, 0))}** |`);
  if (files.length === 0) return `${lines.join('\n')}\n\n(no test timings in ${OUT}/)\n`;
  lines.push('', '| Vitest project | files | tests | span (m:ss) | summed file time (m:ss) |', '|---|---|---|---|---|');
  for (const span of projectSpans(files)) {
    lines.push(`| ${span.project} | ${span.files} | ${span.tests} | ${minutes(span.spanS)} | ${minutes(span.ownS)} |`);
  }
  lines.push('', `| ${SLOWEST} slowest test files | project | tests | own time (s) |`, '|---|---|---|---|');
  for (const file of slowestFiles(files)) {
    lines.push(`| \`${file.file}\` | ${file.project} | ${file.tests} | ${(file.ownMs / 1000).toFixed(1)} |`);
  }
  return `${lines.join('\n')}\n`;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const phases = existsSync(PHASES_FILE) ? parsePhases(readFileSync(PHASES_FILE, 'utf8')) : [];
  // One file of timings per lane of `npm test` (scripts/run-tests.ts).
  const files = existsSync(OUT)
    ? readdirSync(OUT)
        .filter((name) => /^test-timings.*\.json$/.test(name))
        .flatMap((name) => (JSON.parse(readFileSync(join(OUT, name), 'utf8')) as TestTimings).files)
    : [];
  process.stdout.write(profileReport(phases, files));
}
