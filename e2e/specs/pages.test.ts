// The pages around the wizard (docs/spec.md §2 routes), each checked with axe and photographed for docs/screens.md.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, logInAs, newVisitor } from '../support/session';

describe('[PAGES] pages of the portal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[PAGES] lists the funds the server has on the home page, open ones first, with their state and range', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Venture Fund IV' }).waitFor();
    const { funds } = (await (await context.request.get('/api/funds')).json()) as { funds: { name: string }[] };
    // Every fund the server lists (the demo funds, and any the back-office specs added), in the server's order.
    expect(await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      funds.map((f) => f.name),
    );
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    expect(await card('Venture Fund IV').textContent()).toContain('Open for investment');
    expect(await card('Venture Fund IV').textContent()).toContain('Minimum $25,000.00 · Maximum $2,000,000.00');
    expect(await card('Flagship Fund II').textContent()).toContain('Waitlist');
    expect(await card('Opportunity Fund I').textContent()).toContain('Closed');
    expect(await page.getByRole('article').first().textContent()).toContain('Open for investment');
    expect(await page.getByRole('article').last().textContent()).toContain('Closed');
    await card('Income Bond 2026').getByRole('link', { name: 'Income Bond 2026' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026');
    await page.goBack();
    await page.getByRole('heading', { name: 'Venture Fund IV' }).waitFor();
    await checkScreen(page, {
      id: 'page-home',
      title: 'Home: the funds',
      group: 'Pages',
      order: 1,
      description:
        '/ — with the page chrome: header, footer (helper nav, menu columns, social links, contact, disclaimer, copyright).',
      isFooterShown: true,
    });
    await context.close();
  });

  it('[PAGES] shows a closed fund without Invest, and a full fund with the waitlist', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.newInvestor);
    await page.goto('/fund/opportunity-fund-i');
    await page.getByRole('heading', { name: 'This fund is closed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Invest' }).count()).toBe(0);
    await checkScreen(page, {
      id: 'page-fund-closed',
      title: 'Closed fund',
      group: 'Pages',
      order: 12,
      description: 'A closed fund (docs/spec.md §4 fund state).',
    });

    await page.goto('/fund/flagship-fund-full');
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await page.waitForURL(/\/fund\/waitlist\/flagship-fund-full\?fundMaxExceeded=true$/);
    await page.getByRole('heading', { name: 'Join the waitlist for Flagship Fund II', level: 1 }).waitFor();
    expect(await page.getByText('has reached its maximum commitment').count()).toBe(1);
    await checkScreen(page, {
      id: 'page-waitlist',
      title: 'Waitlist',
      group: 'Pages',
      order: 13,
      description: '/fund/waitlist/{slug}?fundMaxExceeded=true (docs/spec.md §8 403 [fundMaxExceeded]).',
    });
    await context.close();
  });

  it('[PAGES] shows a logged-in investor the fund page with the commitment and Invest', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await page.goto('/fund/growth-equity-raise');
    await page.getByRole('heading', { name: 'Growth Equity Raise', level: 1 }).waitFor();
    await page.getByLabel('Commitment amount (USD)').waitFor();
    expect(await page.getByText('Enter an amount between $5,000.00 and $2,000,000.00.').count()).toBe(1);
    expect(await page.getByText(/Commitment deadline/).count()).toBe(1);
    expect(await page.getByText(/ (EST|EDT)$/).count()).toBeGreaterThan(0);
    await page.getByLabel('Commitment amount (USD)').fill('100');
    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'between $5,000.00 and $2,000,000.00' }).count())
      .toBe(1);
    expect(await page.getByLabel('Commitment amount (USD)').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, {
      id: 'page-fund',
      title: 'Fund page',
      group: 'Pages',
      order: 14,
      description: 'A logged-in investor on an open fund; an amount below the minimum is refused next to the field.',
    });
    await context.close();
  });

  it('[PAGES] shows the summary, the settings, the syndication program, the 500 page and a missing page', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await page.goto('/investment-summary');
    await page.getByRole('heading', { name: 'Investment summary', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Opportunity Fund I' }).count())
      .toBeGreaterThan(0);
    // The demo's signed investments, grouped apart from what waits for the investor, each with its signed agreement.
    expect(await page.getByRole('region', { name: /^Completed and closed/ }).count()).toBe(1);
    const downloads = page.getByRole('link', { name: 'Download the signed agreement (PDF)' });
    await expect.poll(() => downloads.count()).toBe(5);
    const pdf = await page.request.get((await downloads.first().getAttribute('href')) ?? '');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await checkScreen(page, {
      id: 'page-summary',
      title: 'Investment summary',
      group: 'Pages',
      order: 30,
      description: '/investment-summary',
    });

    await page.goto('/account/settings');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('350 Fifth Avenue, New York, NY 10118, US').count()).toBe(1);
    await page.getByRole('list', { name: 'Sessions' }).getByText('This browser').waitFor();
    await page.getByRole('checkbox', { name: 'Reminders' }).waitFor();
    await checkScreen(page, {
      id: 'page-settings',
      title: 'Account settings',
      group: 'Pages',
      order: 31,
      description: '/account/settings',
    });

    await page.goto('/syndication-program');
    await page.getByRole('heading', { name: 'Syndication Program', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-syndication',
      title: 'Syndication Program',
      group: 'Pages',
      order: 32,
      description:
        '/syndication-program for an investor accredited through an investment: eligible without signing up (docs/spec.md §4).',
    });

    await page.goto('/500');
    await page.getByRole('heading', { name: 'Something went wrong on our side', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-500',
      title: 'Error page',
      group: 'Pages',
      order: 40,
      description: '/500 (docs/spec.md §2, §8).',
    });

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'We could not find that page', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-not-found',
      title: 'Page not found',
      group: 'Pages',
      order: 41,
      description: 'Any other path.',
    });
    await context.close();
  });

  it('[PAGES] sends a logged-out visitor of the summary to the login and back after it', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/investment-summary');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail address').fill(DEMO.seasonedInvestor);
    await page.getByLabel('Password').fill('demo-investor-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/investment-summary');
    await context.close();
  });
});
