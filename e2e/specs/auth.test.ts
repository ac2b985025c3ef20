// Login, logout, sign-up, password reset and the gated modal (docs/spec.md §2, §7, §8) in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, DEMO_PASSWORD, logInAs, newVisitor, PHONE, signUpInvestor } from '../support/session';

describe('[AUTH] logging in and out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[AUTH] logs in on /login, lands on the home page and logs out to /login', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await checkScreen(page, { id: 'page-login', title: 'Log in', group: 'Pages', order: 20, description: '/login' });
    await page.getByLabel('E-mail address').fill(DEMO.newInvestor);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Nora Newcomer/ }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByRole('button', { name: /account menu/ }).count()).toBe(0);
    expect((await (await context.request.get('/api/me')).json()).isLoggedIn).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[AUTH] says so when the password is wrong, in an alert', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(DEMO.newInvestor);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /incorrect/ })
          .count(),
      )
      .toBe(1);
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('[AUTH] logs out from a fund page to that fund’s login (docs/spec.md §7)', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.newInvestor);
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('heading', { name: 'Venture Fund IV', level: 1 }).waitFor();
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/login/venture-fund-iv');
    await page.getByRole('heading', { name: 'Log in to invest in Venture Fund IV', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-fund-login',
      title: 'Fund login',
      group: 'Pages',
      order: 21,
      description: '/fund/login/{slug}: the login of a fund, in its colour.',
    });
    await context.close();
  });

  it('[AUTH] opens a modal instead of investing for a logged-out visitor, and returns to the fund after login', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('heading', { name: 'Venture Fund IV', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-fund-logged-out',
      title: 'Fund page (logged out)',
      group: 'Pages',
      order: 10,
      description: '/fund/{slug}: details, state, commitment amount within the minimum and maximum, Invest.',
    });
    await page.getByLabel('Commitment amount (USD)').fill('30000');
    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await dialog.waitFor();
    expect(page.url()).toMatch(/\/fund\/venture-fund-iv$/);
    await checkScreen(page, {
      id: 'page-gated-modal',
      title: 'Gated modal',
      group: 'Pages',
      order: 11,
      description: 'docs/spec.md §2: a gated button opens a modal for a logged-out visitor instead of navigating.',
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/login/venture-fund-iv');
    // The page to come back to carries the amount typed.
    expect(await page.evaluate(() => localStorage.getItem('portal.postLoginUrl'))).toBe(
      '/fund/venture-fund-iv?amount=30000.00',
    );
    await page.getByLabel('E-mail address').fill(DEMO.newInvestor);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/venture-fund-iv');
    expect(await page.evaluate(() => localStorage.getItem('portal.postLoginUrl'))).toBeNull();
    await context.close();
  });

  it('[AUTH] keeps the amount a visitor typed across signing up, back on the fund page', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/fund/venture-fund-iv');
    await page.waitForSelector('html[data-interactive]');
    await page.getByLabel('Commitment amount (USD)').fill('45000');
    await page.getByRole('button', { name: 'Invest', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Log in to continue' })
      .getByRole('button', { name: 'Create an account' })
      .click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByLabel('First name').fill('Dorothy');
    await page.getByLabel('Last name').fill('Vaughan');
    await page.getByLabel('E-mail address').fill(`dorothy-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/venture-fund-iv');
    await expect.poll(() => page.getByLabel('Commitment amount (USD)').inputValue()).toBe('45,000');
    await context.close();
  });

  it('[AUTH] hands /login?redirect over to the fund login of the remembered page (docs/spec.md §8)', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('portal.postLoginUrl', '/fund/income-bond-2026/invest/initial/x'));
    await page.goto('/login?redirect=1');
    await page.waitForURL((url) => url.pathname === '/fund/login/income-bond-2026');
    await context.close();
  });

  it('[AUTH] signs a new investor up and logs them in', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-signup',
      title: 'Create an account',
      group: 'Pages',
      order: 22,
      description: '/signup',
    });
    await page.getByLabel('First name').fill('Katherine');
    await page.getByLabel('Last name').fill('Johnson');
    await page.getByLabel('E-mail address').fill(`katherine-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = page.getByLabel('Password');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .locator(`#${await password.getAttribute('aria-describedby').then((ids) => ids?.split(' ')[1])}`)
        .textContent(),
    ).toBe('Please use at least 8 characters.');
    await password.fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Katherine Johnson/ }).waitFor();
    await context.close();
  });

  it('[AUTH] asks for a reset link and always answers the same', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/password-reset');
    await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-password-reset',
      title: 'Reset your password',
      group: 'Pages',
      order: 23,
      description: '/password-reset',
    });
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'If an account exists for that e-mail' }).count())
      .toBe(1);
    await page.goto('/reset-password?token=not-a-real-token-123456');
    await page.getByLabel('New password', { exact: true }).fill('another-long-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /invalid or has expired/ })
          .count(),
      )
      .toBe(1);
    await context.close();
  });

  it('[AUTH] changes the password in settings, says why under the field when it cannot, and logs out elsewhere', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    const person = await signUpInvestor(context);
    const other = await newVisitor(browser, { viewport: PHONE });
    await logInAs(other.context, person.email, person.password);

    await page.goto('/account/settings');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await sessions.getByText('This browser').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);

    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('a-new-long-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    const current = page.getByLabel('Current password');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('The current password is incorrect.').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'page-settings-security',
      title: 'Account settings: password and sessions',
      group: 'Pages',
      order: 33,
      description: 'Changing the password (a wrong current one says so under its field) and the sessions logged in.',
    });

    await current.fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    expect((await (await other.context.request.get('/api/me')).json()).isLoggedIn).toBe(false);
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

    await logInAs(other.context, person.email, 'a-new-long-password');
    await page.reload();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    await page.getByRole('status').filter({ hasText: 'Logged out 1 other session.' }).waitFor();
    expect((await (await other.context.request.get('/api/me')).json()).isLoggedIn).toBe(false);
    expect(pageErrors).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
