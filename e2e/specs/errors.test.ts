// The docs/spec.md §8 error catalogue with faults the server really produces: a request altered on its way (400, 403), a
// session that ended (401), two windows on one investment (409), a foreign Origin on logout (403), a new investor
// without a portfolio (500 'Portfolio not found').
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, DEMO_PASSWORD, logInAs, newVisitor, signUpInvestor } from '../support/session';

const warning = (page: import('playwright-core').Page) => page.locator('[data-flash="warning"]');

describe('[ERRORS] the error catalogue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[ERRORS] flashes the message of a refused submit (400) and goes back to the fund page', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    ]);
    await stepDrivers.SSN_TAX_ID.answer(page, { ssn: '123-45-6789' });
    // The answer is altered on its way to the server, which refuses it.
    await page.route('**/api/submit-step', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), values: { ssn: '12' } }) }),
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026');
    await expect.poll(() => warning(page).textContent()).toContain('Please correct the highlighted fields.');
    await checkScreen(page, {
      id: 'behaviour-flash-warning',
      title: 'A warning flash',
      group: 'Behaviours',
      order: 2,
      description: 'docs/spec.md §8: a refused submit flashes the server message and returns to the fund page.',
    });
    await context.close();
  });

  it('[ERRORS] goes to the waitlist page when the server answers 403 [fundMaxExceeded]', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await page.goto('/fund/venture-fund-iv');
    await page.getByLabel('Commitment amount (USD)').fill('25000');
    // The start request is aimed at the full fund, which the server refuses.
    await page.route('**/api/submit-step', (route) =>
      route.continue({ postData: JSON.stringify({ portalFundSlug: 'flagship-fund-full' }) }),
    );
    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    await page.waitForURL(/\/fund\/waitlist\/venture-fund-iv\?fundMaxExceeded=true$/);
    await context.close();
  });

  it("[ERRORS] sends an investor whose session ended on Next to the fund's login the server names, and back to the step after it", async () => {
    const { page, context } = await newVisitor(browser);
    const person = await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    const stepUrl = new URL(page.url()).pathname;
    await context.clearCookies();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/submit-step'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    const { redirectPath } = (await answer.json()) as { redirectPath: string };
    // docs/spec.md §8: a submit's 401 goes to the answer's redirectPath, the login of the investment's fund.
    expect(redirectPath).toBe('/fund/login/income-bond-2026');
    await page.waitForURL((url) => url.pathname === redirectPath);
    await page.getByRole('heading', { name: 'Log in to invest in Income Bond 2026', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.postLoginUrl'))).toBe(stepUrl);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === stepUrl);
    await stepDrivers.INITIAL.expectScreen(page);
    await context.close();
  });

  it('[ERRORS] takes a window that fell behind to the step another window moved on to (409)', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' }]);
    const other = await context.newPage();
    await other.goto(page.url());
    await stepDrivers.INTL_INVESTOR.expectScreen(other);
    await answerSteps(page, [{ step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' }]);

    await stepDrivers.INTL_INVESTOR.answer(other, { isGlobalInvestor: true });
    await other.getByRole('button', { name: 'Next', exact: true }).click();
    await other.waitForURL(/\/invest\/moi-type\//);
    await stepDrivers.MOI_TYPE.expectScreen(other);
    await expect
      .poll(() => other.locator('[data-flash="info"]').textContent())
      .toContain('Please continue from the current step');
    await context.close();
  });

  it("[ERRORS] shows the server's message when logout is refused (403)", async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.newInvestor, DEMO_PASSWORD);
    await page.goto('/');
    // The logout reaches the API with another site's origin, as a request from another site would.
    await page.route('**/api/logout*', async (route) => {
      const headers = { ...route.request().headers(), origin: 'https://another-site.example' };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect((await refused).status()).toBe(403);
    await expect
      .poll(() => warning(page).textContent())
      .toContain('This request came from another site and was refused.');
    expect((await (await context.request.get('/api/me')).json()).isLoggedIn).toBe(true);
    await context.close();
  });

  it("[ERRORS] creates a new investor's portfolio when the fund page finds none", async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    const calls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/user-investments' || url.pathname === '/api/create-user-portfolio') {
        calls.push(`${response.request().method()} ${url.pathname}${url.search} ${response.status()}`);
      }
    });
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('button', { name: 'Invest', exact: true }).waitFor();
    expect(calls).toContain('GET /api/user-investments?portalFundSlug=venture-fund-iv 500');
    expect(calls).toContain('POST /api/create-user-portfolio 200');
    expect(await warning(page).count()).toBe(0);
    await context.close();
  });

  // A release replaces the hashed code files; a page opened before it asks for names the server no longer has. The
  // code is refused for every request of a document (Vite's module preload and the import itself ask for it).
  const FUND_PAGE_CODE = /\/assets\/fund-page-[\w-]+\.js$/;
  const LOGIN_PAGE_CODE = /\/assets\/login-page-[\w-]+\.js$/;
  // `gone`: the server no longer has the file (404); else the network fails.
  const refuseCode = async (
    page: import('playwright-core').Page,
    code: RegExp,
    isRefused: (document: number) => boolean,
    how: 'gone' | 'network',
  ) => {
    const seen = { documents: 0, refused: 0 };
    page.on('request', (request) => {
      if (request.resourceType() === 'document') seen.documents += 1;
    });
    await page.route(code, (route) => {
      if (!isRefused(seen.documents)) return route.continue();
      seen.refused += 1;
      return how === 'gone'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' })
        : route.abort('failed');
    });
    return seen;
  };

  it('[ERRORS] reloads once a page whose code could not be downloaded, and then shows it', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    // A page the browser draws alone: its first screen waits for its code.
    const seen = await refuseCode(page, LOGIN_PAGE_CODE, (document) => document === 1, 'gone');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.documents).toBe(2);
    expect(await page.getByText('Something went wrong on our side').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[ERRORS] shows the 500 page, after a single reload, when the code stays out of reach', async () => {
    const { page, context } = await newVisitor(browser);
    const seen = await refuseCode(page, FUND_PAGE_CODE, () => true, 'network');
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('heading', { name: 'Something went wrong on our side', level: 1 }).waitFor();
    expect(seen.documents).toBe(2);
    // The next failure, within the quiet minute, shows the 500 page without reloading again.
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong on our side', level: 1 }).waitFor();
    expect(seen.documents).toBe(3);
    await context.close();
  });

  it('[ERRORS] reloads once a step whose schema could not be downloaded, and its Next then works', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await stepDrivers.INITIAL.expectScreen(page);
    // The step page opened afresh, its schema gone from the server the first time.
    const seen = await refuseCode(page, /\/assets\/initial\.schema-[\w-]+\.js$/, (document) => document === 1, 'gone');
    await page.reload();
    await expect.poll(() => seen.documents).toBe(2);
    expect(seen.refused).toBeGreaterThan(0);
    await stepDrivers.INITIAL.expectScreen(page);
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isEnabled()).toBe(true);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' }]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
