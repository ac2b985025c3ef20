// `npm run bench:web`: the web app's weight and speed, printed (never a test; docs/performance.md, 'Web').
// 1. Initial JS of a page in gzip: every script Chromium loads for a step page (and the fund page) until the page
//    settles, sized from the production build with gzip -6 (what a server sends).
// 2. Next click to the next step rendered: the time from the click on Next to the new step's heading in the DOM, on
//    loopback against the real API (PGlite), over full model paths walked by fresh investors.
// 3. Lighthouse, when the npm package `lighthouse` is installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { answerSteps, startInvestment } from '../e2e/drivers/start-investment';
import { pressNext, stepDrivers } from '../e2e/drivers/step-drivers';
import { launchChromium } from '../e2e/support/browser';
import { buildWeb, REPO_ROOT, startStack } from '../e2e/support/stack';
import { walkPlan } from '../e2e/support/walk-plan';
import type { FlowEvent } from '../machines/investment-flow.types';
import { pathTitle } from '../model-tests/flow-paths';
import type { StepId } from '../src/shared/domain/steps';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_KB = 120;
const GOAL_MEDIAN_MS = 60;

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 6 }).length / 1024;

/**
 * Every script the page loads until it is on screen and settled, with its gzip size from dist/web. Scripts a step
 * page prefetches once idle (the other steps' schemas, after the mark 'portal:prefetch-start') are left out.
 */
const scriptsOf = async (page: Page, url: string, ready: () => Promise<void>): Promise<Map<string, number>> => {
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  const paths = await page.evaluate(() => {
    const prefetch = performance.getEntriesByName('portal:prefetch-start')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < prefetch && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  return new Map(paths.map((path) => [path, gzipKb(join(REPO_ROOT, 'dist', 'web', path))]));
};

const total = (scripts: Map<string, number>): number => [...scripts.values()].reduce((a, b) => a + b, 0);

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

/** Times each Next click until the next heading is in the DOM, inside the page (no test-runner round trips). */
const installNextTimer = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { __nextTimings: number[]; __t0: number | null; __h1: string | null };
    w.__nextTimings = [];
    w.__t0 = null;
    w.__h1 = null;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.trim() === 'Next') w.__t0 = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent ?? null;
      if (heading !== w.__h1 && w.__t0 !== null && heading !== null) {
        w.__nextTimings.push(performance.now() - w.__t0);
        w.__t0 = null;
      }
      w.__h1 = heading;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

const signUp = async (context: BrowserContext, n: number): Promise<void> => {
  const response = await context.request.post('/api/signup', {
    data: {
      email: `bench-${Date.now()}-${n}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Investor',
    },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
};

const lighthouseNote = (): string => {
  try {
    createRequire(import.meta.url).resolve('lighthouse');
    return 'installed, but not wired in yet';
  } catch {
    return 'not measured: the npm package `lighthouse` is not installed';
  }
};

const main = async () => {
  process.stdout.write('Building the web app (production)…\n');
  await buildWeb();
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    // 1. Initial JS.
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    await signUp(context, 0);
    const page = await context.newPage();
    const fundScripts = await scriptsOf(page, '/fund/venture-fund-iv', () =>
      page.getByRole('button', { name: 'Invest', exact: true }).waitFor(),
    );
    await startInvestment(page, 'venture-fund-iv', 25_000);
    const stepUrl = new URL(page.url()).pathname;
    const stepScripts = await scriptsOf(page, stepUrl, () => stepDrivers.INITIAL.expectScreen(page));
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
      { step: 'SSN_TAX_ID', values: { ssn: '123-45-6789' }, next: 'NAME_PHONE' },
    ]);
    const phoneScripts = await scriptsOf(page, new URL(page.url()).pathname, () =>
      stepDrivers.NAME_PHONE.expectScreen(page),
    );
    await context.close();

    // 2. Next click → next step rendered, over the longest planned paths.
    const walks = walkPlan()
      .walks.filter((w) => w.steps.length >= 8)
      .slice(0, 3);
    const timings: number[] = [];
    /** The submit call alone, as the browser saw it: what the server and loopback take of each click. */
    const serverTimings: number[] = [];
    /** The rest: the browser's own work before the call and after its answer. */
    const browserTimings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, walk] of walks.entries()) {
        const walker = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
        await installNextTimer(walker);
        await signUp(walker, round * 10 + index + 1);
        const p = await walker.newPage();
        await startInvestment(p, walk.fundSlug, 25_000);
        let at = walk.path.steps[0]?.state.value as StepId;
        for (const step of walk.path.steps.slice(1)) {
          const next = step.state.value as StepId;
          const event = step.event as FlowEvent;
          await stepDrivers[at].answer(p, event.type === 'SUBMIT' ? event.values : {});
          await pressNext(p, next);
          at = next;
        }
        const clicks = await p.evaluate(() => {
          const totals = (window as unknown as { __nextTimings: number[] }).__nextTimings;
          // The first submit call of the page started the investment (on the fund page); each later one is a Next.
          const calls = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('/api/submit-step'))
            .slice(1)
            .map((entry) => entry.duration);
          return totals.map((total, i) => ({ total, call: calls[i] ?? Number.NaN }));
        });
        for (const { total, call } of clicks) {
          timings.push(total);
          serverTimings.push(call);
          browserTimings.push(total - call);
        }
        await walker.close();
        if (round === 0) process.stdout.write(`walked ${walk.fundSlug}: ${pathTitle(walk.path)}\n`);
      }
    }

    const kb = (n: number) => `${n.toFixed(1)} KB`;
    const lines = [
      '',
      '| measure | value | goal |',
      '|---|---|---|',
      `| initial JS, fund page (gzip) | ${kb(total(fundScripts))} in ${fundScripts.size} files | — |`,
      `| initial JS, step page (gzip) | ${kb(total(stepScripts))} in ${stepScripts.size} files | ≤ ${GOAL_KB} KB |`,
      `| initial JS, a step with a phone number (gzip) | ${kb(total(phoneScripts))} in ${phoneScripts.size} files | — |`,
      `| Next click → next step rendered, median | ${quantile(timings, 0.5).toFixed(0)} ms | ≤ ${GOAL_MEDIAN_MS} ms |`,
      `| Next click → next step rendered, p95 | ${quantile(timings, 0.95).toFixed(0)} ms (${timings.length} clicks) | — |`,
      `| of which the submit call (server + loopback), median / p95 | ${quantile(serverTimings, 0.5).toFixed(0)} / ${quantile(serverTimings, 0.95).toFixed(0)} ms | — |`,
      `| of which the browser's own work, median / p95 | ${quantile(browserTimings, 0.5).toFixed(0)} / ${quantile(browserTimings, 0.95).toFixed(0)} ms | — |`,
      `| Lighthouse | ${lighthouseNote()} | performance ≥ 0.98, accessibility 1.00 |`,
      '',
      'Largest scripts of the step page (gzip):',
      ...[...stepScripts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, size]) => `  ${kb(size).padStart(8)}  ${name}`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await stack.stop();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
