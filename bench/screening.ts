// `npm run bench:screening`: the built-in matcher (docs/kyc.md 'How names are compared') against a list of 20,000
// invented entries (BENCH_SCREENING_ENTRIES) of people and entities, names drawn from several languages and scripts,
// with aliases, dates of birth and countries: how long the list's index takes to build and holds, one person screened
// (p50 and p95 over 2,000 people, a quarter of them alike an entry: misspelt, in another order or script), and the
// rescreen after a list update, 10,000 people (BENCH_SCREENING_PEOPLE) against the 2 % of entries the update changed,
// and, for comparison, against the whole list. Prints figures only; nothing here is a test (docs/performance.md
// 'Screening').
import { loadavg } from 'node:os';
import { createListIndex } from '../src/server/features/screening/list-matcher';
import {
  DEFAULT_SCREENING_THRESHOLD,
  type ListEntry,
  type ScreeningSubject,
} from '../src/server/features/screening/screening-types';
import { birthDate, entryOf, personName, pick, random } from './screening-entries';

const ENTRIES = Number(process.env.BENCH_SCREENING_ENTRIES ?? 20_000);
const PEOPLE = Number(process.env.BENCH_SCREENING_PEOPLE ?? 10_000);

/** A misspelling: one letter of the name changed. */
const misspelt = (name: string): string => {
  const at = 1 + Math.floor(random() * (name.length - 2));
  return `${name.slice(0, at)}${pick(['a', 'e', 'i', 'o', 'y'])}${name.slice(at + 1)}`;
};

const subjectOf = (entries: readonly ListEntry[]): ScreeningSubject => {
  if (random() < 0.25) {
    const entry = pick(entries);
    const name = entry.names[0] ?? '';
    const words = name.split(' ');
    const variant = pick([misspelt(name), [...words].reverse().join(' '), entry.names.at(-1) ?? name]);
    const kind = entry.kind === 'organization' ? 'organization' : 'person';
    return {
      role: kind === 'person' ? 'investor' : 'entity',
      kind,
      name: variant,
      countries: [...entry.countries],
      ...(entry.birthDates[0] && { birthDate: entry.birthDates[0] }),
    };
  }
  return { role: 'investor', kind: 'person', name: personName(), countries: ['us'], birthDate: birthDate() };
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const mb = (bytes: number): string => `${Math.round(bytes / 1_048_576)} MB`;

const timeScreening = (index: ReturnType<typeof createListIndex>, subjects: readonly ScreeningSubject[]) => {
  const times: number[] = [];
  let found = 0;
  const started = performance.now();
  for (const subject of subjects) {
    const at = performance.now();
    found += index.match(subject, DEFAULT_SCREENING_THRESHOLD).length > 0 ? 1 : 0;
    times.push(performance.now() - at);
  }
  return { totalMs: performance.now() - started, times: times.sort((a, b) => a - b), found };
};

const main = (): void => {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const entries = Array.from({ length: ENTRIES }, (_, position) => entryOf(position));
  const built = performance.now();
  const index = createListIndex(entries);
  const buildMs = performance.now() - built;
  globalThis.gc?.();
  const held = process.memoryUsage().heapUsed - heapBefore;

  const one = timeScreening(
    index,
    Array.from({ length: 2_000 }, () => subjectOf(entries)),
  );
  const people = Array.from({ length: PEOPLE }, () => subjectOf(entries));
  const changed = entries.filter(() => random() < 0.02);
  const deltaIndex = createListIndex(changed);
  const delta = timeScreening(deltaIndex, people);
  const whole = timeScreening(index, people);
  const rssRise = process.memoryUsage().rss - rssBefore;

  const rows = [
    [
      'list index built',
      `${ENTRIES.toLocaleString('en-US')} entries`,
      `${Math.round(buildMs)} ms`,
      `${mb(held)} held (entries and index)`,
    ],
    [
      'one person screened',
      '2,000 people',
      `p50 ${percentile(one.times, 0.5).toFixed(2)} ms, p95 ${percentile(one.times, 0.95).toFixed(2)} ms`,
      `${one.found} with a possible match`,
    ],
    [
      'rescreen after an update',
      `${PEOPLE.toLocaleString('en-US')} people × ${changed.length} changed entries`,
      `${(delta.totalMs / 1000).toFixed(2)} s`,
      `${delta.found} with a possible match`,
    ],
    [
      'rescreen against the whole list',
      `${PEOPLE.toLocaleString('en-US')} people × ${ENTRIES.toLocaleString('en-US')} entries`,
      `${(whole.totalMs / 1000).toFixed(2)} s`,
      `${whole.found} with a possible match; RSS rise of the run ${mb(rssRise)}`,
    ],
  ];
  process.stdout.write(`\nScreening, built-in matcher (load average ${loadavg()[0]?.toFixed(1)} at the end)\n\n`);
  process.stdout.write('| what | how many | time | memory, or what it found |\n|---|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
};

main();
