// Pages drawn on the server (docs/design.md §7a, docs/performance.md 'Server rendering'): the HTML carries the screen, the
// server sends docs/spec.md §2's redirects before any HTML, and the browser tests notice a page whose screen differs from
// the server's HTML.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { expectStage, SYNDICATION_PATH } from '../drivers/syndication-steps';
import {
  baseUrl,
  connectBrowser,
  DESKTOP,
  newVisitor,
  PHONE,
  signUpInvestor,
  takeHydrationMismatches,
  watchHydration,
} from '../support/session';

describe('[SSR] pages drawn on the server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[SSR] shows a step page, the fund page, the home page, the summary, the syndication step and the data room with JavaScript turned off', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    ]);
    const stepUrl = page.url();
    // The first visit to the syndication program records its start (a POST only the browser sends).
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Program overview');

    const withoutScript = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const still = await withoutScript.newPage();

    expect((await still.goto(stepUrl))?.status()).toBe(200);
    await stepDrivers.SSN_TAX_ID.expectScreen(still);
    expect(await still.getByLabel('Social Security number (SSN)').count()).toBe(1);
    expect(await still.getByRole('button', { name: 'Next' }).count()).toBe(1);
    // The investor's name in the header: the page was drawn for this session.
    expect(await still.getByRole('banner').textContent()).toContain('Ada Lovelace');

    await still.goto('/fund/income-bond-2026');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Income Bond 2026');
    await still.goto('/');
    expect(await still.getByRole('heading', { name: 'Income Bond 2026', level: 2 }).count()).toBe(1);
    // The summary: the investment under its fund's name, with the way back into the wizard.
    await still.goto('/investment-summary');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Investment summary');
    const item = still.getByRole('listitem').filter({ hasText: 'Income Bond 2026' });
    expect(await item.getByRole('link', { name: /^Continue/ }).getAttribute('href')).toBe(
      stepUrl.replace(baseUrl(), ''),
    );
    // The syndication program at the investor's step, with its form.
    await still.goto(SYNDICATION_PATH);
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Program overview');
    expect(await still.getByText('Step 1 of 4', { exact: true }).count()).toBe(1);
    expect(await still.getByRole('region', { name: 'Full text of the acknowledgments' }).textContent()).toContain(
      'New members wait 30 days',
    );
    // The fund's data room: its documents by category, with their downloads, drawn for this investor.
    await still.goto('/fund/venture-fund-iv/data-room');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Data room');
    expect(await still.getByRole('heading', { name: 'Offering memorandum', level: 2 }).count()).toBe(0);
    expect(await still.getByRole('heading', { name: 'Confidentiality agreement', level: 2 }).count()).toBe(1);
    expect(
      await still.getByRole('link', { name: 'Download Frequently asked questions (PDF)' }).getAttribute('href'),
    ).toMatch(/^\/api\/fund\/venture-fund-iv\/data-room\/documents\/[0-9a-f-]{36}\?download=true$/);
    await withoutScript.close();
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('[SSR] keeps every page in place while its code and style sheets arrive, at %s width', async (_name, viewport) => {
    const { page, context } = await newVisitor(browser, { viewport });
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    const stepUrl = page.url();
    // Each layout shift the browser reports, summed as the layout-shift score counts them (none after an input),
    // with what moved, so that a failure says where to look.
    type Shift = { value: number; moved: string[] };
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { portalShifts: Shift[] }).portalShifts = shifts;
      const where = (rect: DOMRectReadOnly) =>
        `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      new PerformanceObserver((list) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: Source[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const node =
              source.node instanceof Element
                ? `<${source.node.tagName.toLowerCase()} class="${source.node.className}">`
                : String(source.node?.nodeName);
            return `${node} ${where(source.previousRect)} → ${where(source.currentRect)}`;
          });
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of [stepUrl, '/fund/venture-fund-iv', '/investment-summary', '/fund/venture-fund-iv/data-room']) {
      const fresh = await context.newPage();
      const sheetsFetched: string[] = [];
      fresh.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') sheetsFetched.push(request.url());
      });
      await fresh.goto(url);
      await fresh.locator('html[data-interactive]').waitFor();
      // The page's code has loaded, and with it everything it would fetch.
      await fresh.waitForLoadState('networkidle');
      // Every sheet the page needs came inside its HTML: none is fetched, and none is added again after the inline
      // ones (where a shared sheet arriving first would outrank the page's own rules for a moment).
      expect(sheetsFetched, url).toEqual([]);
      expect(await fresh.locator('link[rel="stylesheet"]:not([disabled])').count(), url).toBe(0);
      expect(await fresh.locator('head > style').count(), url).toBeGreaterThan(1);
      const shifts = await fresh.evaluate(() => (window as unknown as { portalShifts: Shift[] }).portalShifts);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `${url}: ${JSON.stringify(shifts)}`,
      ).toBeLessThan(0.001);
      await fresh.close();
    }
    await context.close();
  });

  it('[SSR] sends a step URL that is not the current step to the current one before any HTML', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'income-bond-2026', 1_000);
    const answer = await context.request.get(`/fund/income-bond-2026/invest/ssn-tax-id/${transactionId}`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/fund/income-bond-2026/invest/initial/${transactionId}`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await context.close();
  });

  it('[SSR] notices a page whose first screen differs from the HTML the server sent', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    watchHydration(context);
    const page = await context.newPage();
    // The HTML as a stale copy would hold it: another heading than the one the page draws.
    await page.route('**/fund/income-bond-2026', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Income Bond 2026</h1>', '>Another fund</h1>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/fund/income-bond-2026');
    await expect.poll(() => takeHydrationMismatches().length).toBeGreaterThan(0);
    // React drew the page afresh: the visitor ends on the right screen all the same.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Income Bond 2026');
    await context.close();
  });
});
