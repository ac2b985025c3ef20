// docs/spec.md §2 page chrome and docs/spec.md §6 menu rules in the browser: header, hamburger menu, account badge and menu, admin
// banner, scroll progress and the tighter header, footer, cookie banner.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_COOKIE } from '../../src/web/components/chrome/cookie-consent';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, logInAs, newVisitor, PHONE, signUpInvestor } from '../support/session';

const menuItems = async (page: import('playwright-core').Page): Promise<string[]> => {
  await page.getByRole('button', { name: /account menu/ }).click();
  const items = await page.locator('header ul[id] li').allTextContents();
  await page.keyboard.press('Escape');
  return items;
};

/** The site configuration's navigation, in the bar at desktop width and in the hamburger on a phone. */
const NAVIGATION = ['Funds', 'Investment summary', 'Syndication program', 'Account settings'];

describe('[CHROME] page chrome', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[CHROME] shows the logo, the site menu and the footer from the site configuration', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invest in our funds');
    expect(await page.getByRole('link', { name: 'Investor Portal' }).getAttribute('href')).toBe('/');

    // At desktop width the navigation stands in the bar, with no hamburger.
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link').allTextContents()).toEqual(NAVIGATION);
    expect(await main.getByRole('link', { name: 'Funds' }).getAttribute('aria-current')).toBe('page');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.isVisible()).toBe(false);
    // On a phone, the hamburger holds it.
    await page.setViewportSize(PHONE);
    expect(await main.isVisible()).toBe(false);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const site = page.getByRole('navigation', { name: 'Site' });
    expect(await site.getByRole('link').allTextContents()).toEqual(NAVIGATION);
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('navigation', { name: 'Helper' }).textContent()).toBe('HomeTo the top');
    expect(await footer.getByRole('list', { name: 'Social media' }).getByRole('link').allTextContents()).toEqual([
      'LinkedIn',
      'X',
      'YouTube',
      'TikTok',
      'Medium',
      'Instagram',
      'Facebook',
      'Threads',
    ]);
    expect(await footer.textContent()).toContain('#InvestTogether');
    expect(await footer.textContent()).toContain('investors@example.com');
    expect(await footer.textContent()).toMatch(/Only accredited investors or qualified purchasers may invest/);
    expect(await footer.textContent()).toMatch(/© \d{4} Investor Portal\. All rights reserved\./);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[CHROME] fills the scroll progress with the rounded scroll percent and tightens the header past 200px', async () => {
    const { page, context } = await newVisitor(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Page scrolled' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await page.locator('header').getAttribute('data-tight')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.locator('header').getAttribute('data-tight')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.locator('header').getAttribute('data-tight')).toBe('true');
    const expected = await page.evaluate(() =>
      String(Math.round((window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)) * 100)),
    );
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe(expected);

    await page.getByRole('button', { name: 'To the top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('[CHROME] shows the cookie banner until the visitor chooses, and remembers the choice', async () => {
    const { page, context } = await newVisitor(browser, { hasCookieChoice: false });
    // The banner is in the server's HTML of a first visit, part of the first paint rather than added after it.
    const firstHtml = await (await context.request.get('/')).text();
    expect(firstHtml).toContain('aria-label="Cookies"');
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    // The home page loads its content after the chrome: check the whole page once its heading is there.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await checkScreen(page, {
      id: 'chrome-cookie-banner',
      title: 'Cookie banner',
      group: 'Pages',
      order: 90,
      description: 'The cookie banner on a first visit (docs/spec.md §2); the choice is remembered.',
    });
    await banner.getByRole('button', { name: 'Essential only' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === COOKIE_CHOICE_COOKIE)?.value).toBe('essentialOnly');
    expect(await (await context.request.get('/')).text()).not.toContain('aria-label="Cookies"');
    await context.close();
  });

  it('[CHROME] shows a new investor only Settings, Need help? and Log Out; an investment in progress adds Investments In Progress', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context, 'Grace', 'Hopper');
    await page.goto('/');
    const badge = page.getByRole('button', { name: /account menu/ });
    await badge.waitFor();
    expect(await badge.textContent()).toContain('Grace Hopper');
    expect(await menuItems(page)).toEqual(['Settings', 'Need help?', 'Log Out']);
    await badge.click();
    expect(await page.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe(
      'mailto:investors@example.com?subject=Investor%20portal%3A%20I%20need%20help',
    );
    await page.keyboard.press('Escape');

    await page.goto('/fund/venture-fund-iv');
    await page.getByLabel('Commitment amount (USD)').fill('25000');
    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    await page.waitForURL(/\/invest\/initial\//);
    expect(await menuItems(page)).toEqual(['Investments In Progress', 'Settings', 'Need help?', 'Log Out']);
    await context.close();
  });

  it('[CHROME] shows Investor Portal to an investor with a completed investment, and Syndication Program to nobody without a sign-up', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).waitFor();
    await expect
      .poll(() => menuItems(page))
      .toEqual(['Investments In Progress', 'Investor Portal', 'Settings', 'Need help?', 'Log Out']);
    await page.getByRole('button', { name: /account menu/ }).click();
    await checkScreen(page, {
      id: 'chrome-account-menu',
      title: 'Account menu',
      group: 'Pages',
      order: 91,
      description:
        'The account menu of an investor with investments in progress and a completed one (docs/spec.md §6 rules).',
    });
    await page.goto('/syndication-program');
    await page.getByRole('heading', { name: 'Syndication Program', level: 1 }).waitFor();
    expect(await menuItems(page)).not.toContain('Investments In Progress');
    await context.close();
  });

  it('[CHROME] draws the generic avatar in the e-mail’s colour with the name’s initials, and the initials when no image loads', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.newInvestor);
    await page.goto('/');
    const avatar = page.locator('header img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent((await avatar.getAttribute('src')) ?? '')).toContain('>NN</text>');

    // The identity answer names an avatar image that cannot be loaded.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const visitor = await response.json();
      await route.fulfill({
        response,
        json: { ...visitor, user: { ...visitor.user, avatarUrl: '/no-such-avatar.png' } },
      });
    });
    // A page the browser draws alone, so that its identity answer is the one above.
    await page.goto('/account/settings');
    await expect.poll(() => page.locator('header button[aria-expanded]').last().textContent()).toContain('NN');
    expect(await page.locator('header img').count()).toBe(0);
    await context.close();
  });

  it("[CHROME] shows 'Logged in as admin: {email}' while an admin acts as an investor", async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.admin, DEMO.adminPassword);
    const { investors } = (await (await context.request.get('/api/admin/investors')).json()) as {
      investors: { id: string; email: string }[];
    };
    const target = investors.find((i) => i.email === DEMO.newInvestor);
    if (!target) throw new Error('The demo investor is missing');
    const started = await context.request.post('/api/admin/impersonate', { data: { userId: target.id } });
    expect(started.status()).toBe(200);
    await page.goto('/');
    const banner = page.getByRole('note');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(`Logged in as admin: ${DEMO.admin}`);
    expect(await page.getByRole('button', { name: /account menu/ }).textContent()).toContain('Nora Newcomer');
    await checkScreen(page, {
      id: 'chrome-admin-banner',
      title: 'Admin banner',
      group: 'Pages',
      order: 92,
      description: "An admin acting as an investor sees 'Logged in as admin: {email}' on every page (docs/spec.md §6).",
    });
    await context.request.post('/api/admin/impersonate/stop', { data: {} });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await context.close();
  });
});
