// Lighthouse (performance and accessibility) for `npm run bench:web`: each page loaded cold by Lighthouse in its own
// Chromium, against the built app as the real server serves it, with the visitor's session cookie when the page
// needs a login. Both of Lighthouse's presets: mobile (its default: a mid-range phone on a slow 4G network,
// simulated) and desktop. Each is run LIGHTHOUSE_RUNS times (5 by default); the run with the median performance
// score is reported, as Lighthouse advises for a noisy machine.
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/browser';
import { freePort } from '../e2e/support/free-port';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export type LighthousePage = { name: string; url: string; cookie?: string };
export type LighthousePreset = 'mobile' | 'desktop';
export type LighthouseScores = {
  page: string;
  preset: LighthousePreset;
  performance: number;
  accessibility: number;
  /** The weighted audits below full marks in the reported run, with their values. */
  failing: string[];
  /** Every run's performance score, in order. */
  runs: number[];
  /** Why a run gave no performance score (Lighthouse's runtime error, or the audits that errored), one line a run. */
  unscored: string[];
  /** The reported run's largest contentful paint and total blocking time (ms) and cumulative layout shift. */
  metrics: { lcpMs: number; tbtMs: number; cls: number };
};

const PRESETS: [LighthousePreset, typeof desktopConfig | undefined][] = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

type Run = Omit<LighthouseScores, 'page' | 'preset' | 'runs' | 'unscored'> & { errors: string[] };

const runOnce = async (port: number, page: LighthousePage, config: typeof desktopConfig | undefined): Promise<Run> => {
  const result = await lighthouse(
    page.url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.cookie && { extraHeaders: { Cookie: page.cookie } }),
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const failing = [...(categories.accessibility?.auditRefs ?? []), ...(categories.performance?.auditRefs ?? [])]
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} ${audits[ref.id]?.displayValue ?? audits[ref.id]?.score ?? ''}`.trim());
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const errors = (categories.performance?.auditRefs ?? [])
    .filter((ref) => audits[ref.id]?.scoreDisplayMode === 'error')
    .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'error'}`);
  return {
    performance: categories.performance?.score ?? Number.NaN,
    accessibility: categories.accessibility?.score ?? Number.NaN,
    metrics: {
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    failing: runtimeError ? [`runtime error ${runtimeError.code}`, ...failing] : failing,
    // A runtime error fails every audit with it: its own message says it all.
    errors: runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : errors,
  };
};

export const lighthouseScores = async (pages: readonly LighthousePage[]): Promise<LighthouseScores[]> => {
  const port = await freePort();
  // Lighthouse drives the browser over the DevTools protocol on a port of its own.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const page of pages) {
      for (const [preset, config] of PRESETS) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runOnce(port, page, config));
        // A failed run (no score) sorts last, so the median is a real run whenever most runs succeeded.
        const sorted = [...runs].sort((a, b) => (b.performance || -1) - (a.performance || -1));
        const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
        if (!median) continue;
        const { errors: _errors, ...reported } = median;
        const unscored = runs.flatMap((run, i) =>
          Number.isNaN(run.performance) ? [`run ${i + 1}: ${run.errors.join('; ') || 'no score, no error named'}`] : [],
        );
        scores.push({ page: page.name, preset, ...reported, runs: runs.map((run) => run.performance), unscored });
      }
    }
  } finally {
    await browser.close();
  }
  return scores;
};
