// `npm run bench:web`: the web app's weight and speed, printed (never a test; docs/performance.md, 'Web'). Everything
// runs against the production build as the real server serves it (PGlite, demo data), on loopback.
// 1. Initial JS of a page in gzip: every script Chromium loads for a step page until its step is on screen (and for
//    the fund page until it settles), sized from the production build with gzip -6 (the bench builds into a folder of
//    its own); what a step page loads after it is drawn (its schema) is printed apart.
// 2. Next click to the next step rendered: the time from the click on Next to the new step's heading in the DOM,
//    over full model paths walked by fresh investors.
// 3. Lighthouse performance and accessibility of the fund page (a visitor), a step page, the investment summary and
//    the syndication program's step (a logged-in investor).
// The machine's load during the run is printed with the figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { answerSteps, startInvestment } from '../e2e/drivers/start-investment';
import { pressNext, stepDrivers } from '../e2e/drivers/step-drivers';
import { launchChromium } from '../e2e/support/browser';
import { buildWeb, startApi } from '../e2e/support/stack';
import { walkPlan } from '../e2e/support/walk-plan';
import type { FlowEvent } from '../machines/investment-flow.types';
import { pathTitle } from '../model-tests/flow-paths';
import type { StepId } from '../src/shared/domain/steps';
import { sampleMachineLoad } from './machine-load';
import { type LighthousePage, lighthouseScores } from './web-lighthouse';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_KB = 120;
const GOAL_MEDIAN_MS = 40;

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 6 }).length / 1024;

/** The bench's own build: a test run rebuilding dist/web meanwhile cannot pull the files from under it. */
const BUILD_ROOT = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
/** The web build; its server build lies beside it (`ssr`), where the server looks for it. */
const WEB_ROOT = join(BUILD_ROOT, 'web');

/** The scripts of a page (path → gzip KB): those it needed to draw, and those that came after, before the prefetch. */
type PageScripts = { initial: Map<string, number>; afterDrawn: Map<string, number> };

/**
 * Every script the page loads until it is on screen and settled, with its gzip size from dist/web. A step page marks
 * the moment its step is in the DOM ('portal:step-on-screen'): what it asks for after that (the step's schema and
 * yup, which only Next waits for) is counted apart. Scripts a step page prefetches once idle (the code of the steps
 * that can follow, after the mark 'portal:prefetch-start') are left out.
 */
const scriptsOf = async (page: Page, url: string, ready: () => Promise<void>): Promise<PageScripts> => {
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const [onScreen = Number.POSITIVE_INFINITY, prefetch = Number.POSITIVE_INFINITY] = [
      'portal:step-on-screen',
      'portal:prefetch-start',
    ].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.POSITIVE_INFINITY);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < prefetch && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, isInitial: entry.startTime < onScreen }));
  });
  const sized = (isInitial: boolean) =>
    new Map(
      entries.filter((entry) => entry.isInitial === isInitial).map(({ path }) => [path, gzipKb(join(WEB_ROOT, path))]),
    );
  return { initial: sized(true), afterDrawn: sized(false) };
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

/** The session of a context as a Cookie header, for Lighthouse's own browser. */
const cookieHeader = async (context: BrowserContext): Promise<string> =>
  (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

const main = async () => {
  // Sampled from the start, before the bench's own build adds to it.
  const load = sampleMachineLoad();
  process.stdout.write('Building the web app (production)…\n');
  await buildWeb(WEB_ROOT);
  // The real server serves the build beside the API (src/server/plugins/web-assets.ts), as in production.
  const api = await startApi({ webRoot: WEB_ROOT });
  const baseUrl = api.url;
  const browser = await launchChromium();
  try {
    // 1. Initial JS.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    await signUp(context, 0);
    const page = await context.newPage();
    const fundScripts = (
      await scriptsOf(page, '/fund/venture-fund-iv', () =>
        page.getByRole('button', { name: 'Invest', exact: true }).waitFor(),
      )
    ).initial;
    await startInvestment(page, 'venture-fund-iv', 25_000);
    const stepUrl = new URL(page.url()).pathname;
    const stepPage = await scriptsOf(page, stepUrl, () => stepDrivers.INITIAL.expectScreen(page));
    const stepScripts = stepPage.initial;
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
      { step: 'SSN_TAX_ID', values: { ssn: '123-45-6789' }, next: 'NAME_PHONE' },
    ]);
    const phonePage = await scriptsOf(page, new URL(page.url()).pathname, () =>
      stepDrivers.NAME_PHONE.expectScreen(page),
    );
    const phoneScripts = phonePage.initial;
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
        const walker = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
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

    // 3. Lighthouse: the fund page as a visitor sees it first; a step page, the summary, the syndication program (once
    // started: its first visit records the start in the browser) and the fund's data room (its NDA still to accept)
    // as a logged-in investor opens them.
    const investor = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    await signUp(investor, 999);
    const investorPage = await investor.newPage();
    await investorPage.goto('/syndication-program');
    await investorPage.getByRole('heading', { name: 'Program overview', level: 1 }).waitFor();
    await startInvestment(investorPage, 'venture-fund-iv', 25_000);
    const lighthousePages: LighthousePage[] = [
      { name: 'fund page', url: `${baseUrl}/fund/venture-fund-iv` },
      { name: 'step page', url: investorPage.url(), cookie: await cookieHeader(investor) },
      { name: 'summary page', url: `${baseUrl}/investment-summary`, cookie: await cookieHeader(investor) },
      { name: 'syndication page', url: `${baseUrl}/syndication-program`, cookie: await cookieHeader(investor) },
      { name: 'data room', url: `${baseUrl}/fund/venture-fund-iv/data-room`, cookie: await cookieHeader(investor) },
    ];
    await investor.close();
    const lighthouse = await lighthouseScores(lighthousePages);
    const machineLoad = load.stop();

    const kb = (n: number) => `${n.toFixed(1)} KB`;
    const score = (n: number) => n.toFixed(2);
    const lines = [
      '',
      '| measure | value | goal |',
      '|---|---|---|',
      `| initial JS, fund page (gzip) | ${kb(total(fundScripts))} in ${fundScripts.size} files | — |`,
      `| initial JS, step page (gzip) | ${kb(total(stepScripts))} in ${stepScripts.size} files | ≤ ${GOAL_KB} KB |`,
      `| then, once the step is on screen (its schema) | ${kb(total(stepPage.afterDrawn))} in ${stepPage.afterDrawn.size} files | — |`,
      `| initial JS, a step with a phone number (gzip) | ${kb(total(phoneScripts))} in ${phoneScripts.size} files | — |`,
      `| then, once that step is on screen (its schema) | ${kb(total(phonePage.afterDrawn))} in ${phonePage.afterDrawn.size} files | — |`,
      `| Next click → next step rendered, median | ${quantile(timings, 0.5).toFixed(0)} ms | ≤ ${GOAL_MEDIAN_MS} ms |`,
      `| Next click → next step rendered, p95 | ${quantile(timings, 0.95).toFixed(0)} ms (${timings.length} clicks) | — |`,
      `| of which the submit call (server + loopback), median / p95 | ${quantile(serverTimings, 0.5).toFixed(0)} / ${quantile(serverTimings, 0.95).toFixed(0)} ms | — |`,
      `| of which the browser's own work, median / p95 | ${quantile(browserTimings, 0.5).toFixed(0)} / ${quantile(browserTimings, 0.95).toFixed(0)} ms | — |`,
      ...lighthouse.map(
        (r) =>
          `| Lighthouse ${r.page} (${r.preset}): performance / accessibility | ${score(r.performance)} / ${score(r.accessibility)} (performance of the runs: ${r.runs.map(score).join(', ')}) | ${r.preset === 'mobile' ? '≥ 0.98' : '≥ 0.99'} / 1.00 |`,
      ),
      ...lighthouse
        .filter((r) => r.preset === 'mobile')
        .map(
          (r) =>
            `| Lighthouse ${r.page} (mobile): largest contentful paint / total blocking time / layout shift | ${(r.metrics.lcpMs / 1000).toFixed(1)} s / ${r.metrics.tbtMs.toFixed(0)} ms / ${r.metrics.cls.toFixed(3)} | ≤ 2.0 s / ≤ 100 ms / ≤ 0.02 |`,
        ),
      '',
      `Machine: ${machineLoad}.`,
      '',
      'Lighthouse audits below full marks:',
      ...lighthouse.map((r) => `  ${r.page} (${r.preset}): ${r.failing.join(', ') || 'none'}`),
      ...lighthouse.flatMap((r) => r.unscored.map((why) => `  ${r.page} (${r.preset}) gave no score in ${why}`)),
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
    load.stop();
    await browser.close();
    await api.stop();
    rmSync(BUILD_ROOT, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
