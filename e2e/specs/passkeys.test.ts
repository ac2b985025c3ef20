// Passkeys in the browser (docs/security.md 'Passkeys'), with Chromium's virtual authenticator (the DevTools WebAuthn
// domain: a platform authenticator that keeps discoverable credentials and verifies its user): an investor adds a
// passkey in settings after their password, logs out, and logs in with the passkey alone; removing it needs the
// password. On a stack of its own served as `localhost`, since a passkey cannot belong to a bare address.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { newVisitor, signUpInvestor } from '../support/session';

/** A virtual platform authenticator in the page's browser context; answers its id. */
const addVirtualAuthenticator = async (context: BrowserContext, page: Page): Promise<void> => {
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

describe('[PASSKEYS] passkeys', () => {
  const own = useOwnStack({ host: 'localhost' });

  it('[PASSKEYS] adds a passkey in settings and logs in with it alone', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await addVirtualAuthenticator(context, page);
    const person = await signUpInvestor(context);
    await page.goto('/account/settings');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Your password').fill(person.password);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: /Passkey added: Chrome on Linux/ })
      .waitFor();
    const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(1);
    await checkScreen(page, {
      id: 'page-settings-passkeys',
      title: 'Passkeys',
      group: 'Pages',
      order: 39,
      description: '/account/settings: the passkeys that log in to the account, added after the password.',
    });

    await context.clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await (await context.request.get('/api/me')).json()).user.email1).toBe(person.email);
    expect(pageErrors).toEqual([]);

    // Removing it takes the password; then the passkey no longer logs in.
    await page.goto('/account/settings');
    await section.getByRole('button', { name: /Remove the passkey/ }).click();
    await section.getByLabel('Your password').fill('not the password');
    await section.getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => section.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await section.getByLabel('Your password').fill(person.password);
    await section.getByRole('button', { name: /^Remove / }).click();
    await section.getByRole('status').filter({ hasText: 'Passkey removed.' }).waitFor();
    await context.clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /not known here/ })
      .waitFor();
    await context.close();
  });
});
