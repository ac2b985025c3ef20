// Two-step verification in the browser (docs/security.md 'Two-step verification'): an admin without a second factor
// is stopped before the back office and led to set one up; the authenticator app is set up from the settings page
// (its key read off the page, its code computed as an app would) and then asked for at every login, with a recovery
// code as the way in when the phone is lost. On a stack of its own, so that its demo admin starts without a factor.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { DEMO, newVisitor, PHONE } from '../support/session';
import { nextTotpStep } from '../support/two-step';

describe('[TWO-STEP] two-step verification', () => {
  const own = useOwnStack();
  let secret = '';
  let recoveryCode = '';

  const logInOnPage = async (page: import('playwright-core').Page) => {
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(DEMO.admin);
    await page.getByLabel('Password').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
  };

  it('[TWO-STEP] stops an admin without a second factor and leads them to set one up in settings', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await logInOnPage(page);
    await page.waitForURL((url) => url.pathname === '/account/settings' && url.hash === '#two-step');
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByText('Administrators need two-step verification').waitFor();
    // The back office sends the admin back here until it is on.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/account/settings' && url.hash === '#two-step');

    // The password first: a factor added from someone else's open session would lock its owner out.
    await section.getByLabel('Your password').fill('not the password');
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect.poll(() => section.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await section.getByLabel('Your password').fill(DEMO.adminPassword);
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await section.getByRole('heading', { name: /Scan this code/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/Scan this code/);
    secret = (await section.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkScreen(page, {
      id: 'page-settings-two-step',
      title: 'Two-step verification: set-up',
      group: 'Pages',
      order: 37,
      description: '/account/settings#two-step: the QR code and key of an authenticator app, confirmed by its code.',
    });
    await section.getByLabel('Authentication code').fill('000000');
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await expect.poll(() => section.getByLabel('Authentication code').getAttribute('aria-invalid')).toBe('true');
    await section.getByLabel('Authentication code').fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCode = (await codes.first().textContent()) ?? '';
    await page.getByRole('status').filter({ hasText: 'Two-step verification is on.' }).waitFor();
    await checkScreen(page, {
      id: 'page-settings-recovery-codes',
      title: 'Two-step verification: recovery codes',
      group: 'Pages',
      order: 38,
      description: 'Once on: ten single-use recovery codes, shown once, to download.',
    });
    // No way to turn it off for an admin.
    expect(await section.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Funds', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[TWO-STEP] asks for the code after the password, on a phone too', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl, viewport: PHONE });
    // The set-up used this step's code: a login takes the next one.
    await nextTotpStep();
    await logInOnPage(page);
    await page.getByRole('heading', { name: 'Two-step verification', level: 1 }).waitFor();
    await checkScreen(page, {
      id: 'page-login-two-step',
      title: 'Login: authentication code',
      group: 'Pages',
      order: 22,
      description: 'After the password, the code of the authenticator app (or a recovery code).',
    });
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect.poll(() => page.getByLabel('Authentication code').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[TWO-STEP] lets a recovery code in once', async () => {
    const { page, context } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await logInOnPage(page);
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();

    const again = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await logInOnPage(again.page);
    await again.page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await again.page.getByLabel('Recovery code').fill(recoveryCode);
    await again.page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect.poll(() => again.page.getByLabel('Recovery code').getAttribute('aria-invalid')).toBe('true');
    expect(again.page.url()).toMatch(/\/login$/);
    await again.context.close();
  });
});
