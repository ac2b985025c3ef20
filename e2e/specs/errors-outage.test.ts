// docs/spec.md §8 with the API down: the generic flash, Previous's and logout's own messages, /500 after three failures in a
// row on one endpoint, and the count reset by a success once the API is back. Runs its own API and web server.
import { describe, expect, it } from 'vitest';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { newVisitor, signUpInvestor } from '../support/session';

const counts = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal.endpointErrorCounts') ?? '{}') as Record<string, number>);

describe('[ERRORS] while the API is down', () => {
  const own = useOwnStack({ isWebApart: true });

  it("[ERRORS] says Previous's and logout's own messages when their calls fail", async () => {
    const { page, context } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' }]);
    await own.stack.api.halt();
    try {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect
        .poll(() => page.locator('[data-flash="warning"]').textContent())
        .toContain("Something's not right. Please try again.");
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect
        .poll(() => page.locator('[data-flash="warning"]').allTextContents())
        .toContain('Unable to logout due to unexpected errorDismiss message');
    } finally {
      await own.restartApi();
    }
    await context.close();
  });

  it('[ERRORS] flashes the generic message, goes to /500 on the third failure in a row, and resets the count on success', async () => {
    const { page, context } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('heading', { name: 'Venture Fund IV', level: 1 }).waitFor();
    // Every call of this first page has its answer (GET /api/me may come after the fund's): none fails in the outage.
    await page.waitForLoadState('networkidle');
    await own.stack.api.halt();
    try {
      await page.goto('/fund/income-bond-2026');
      await expect
        .poll(() => page.locator('[data-flash="warning"]').textContent())
        .toContain('An error has occurred. Please refresh to try again.');
      expect((await counts(page))['GET /api/fund/:slug']).toBe(1);
      await page.reload();
      await expect.poll(async () => (await counts(page))['GET /api/fund/:slug']).toBe(2);
      expect(new URL(page.url()).pathname).toBe('/fund/income-bond-2026');
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/500');
      await page.getByRole('heading', { name: 'Something went wrong on our side', level: 1 }).waitFor();
      // GET /api/me fails on each load too and may reach its third failure first: the fund's call still ends in its own.
      await expect.poll(async () => (await counts(page))['GET /api/fund/:slug']).toBe(3);
    } finally {
      await own.restartApi();
    }
    await page.goto('/fund/income-bond-2026');
    await page.getByRole('heading', { name: 'Income Bond 2026', level: 1 }).waitFor();
    await expect.poll(async () => (await counts(page))['GET /api/fund/:slug']).toBeUndefined();
    await checkScreen(page, {
      id: 'page-fund-bond',
      title: 'Fund page (bond raise)',
      group: 'Pages',
      order: 15,
      description: 'A bond raise on its own colour, after the API came back (the failure counts are reset).',
    });
    await context.close();
  });
});
