// The settings' login e-mail and e-mail notifications in Chromium (docs/security.md 'Account settings', 'E-mail
// notifications'): an investor changes the login e-mail with their password, opens the link from the mail the new
// address received in another browser, and logs in with the new address; a choice of e-mails is kept across a
// reload. The API runs with a real SMTP peer, so the link is the one in the mail.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailStack, mailTo, startMailStack } from '../support/mail-stack';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, newVisitor, PHONE, signUpInvestor } from '../support/session';

const newAddress = (): string => `moved-${randomUUID().slice(0, 8)}@example.com`;

describe('[SETTINGS] the login e-mail and the e-mail notifications', () => {
  let browser: Browser;
  let stack: MailStack;

  beforeAll(async () => {
    [browser, stack] = await Promise.all([connectBrowser(), startMailStack('settings')]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A new investor, signed up (and so logged in) in a browser of their own, on the settings page. */
  const investorOnSettings = async () => {
    const visitor = await newVisitor(browser, { url: stack.webUrl });
    const person = await signUpInvestor(visitor.context, 'Grace', 'Hopper');
    await visitor.page.goto('/account/settings');
    await visitor.page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    return { ...visitor, ...person };
  };

  it('[SETTINGS] changes the login e-mail from the link mailed to the new address, and the new address logs in', async () => {
    const { page, context, pageErrors, email, password: secret } = await investorOnSettings();
    const form = page.getByRole('form', { name: 'Login e-mail' });
    const newEmail = newAddress();

    // The form's own checks first, then the server's: each message under its field, the first such field focused.
    await form.getByRole('button', { name: 'Send the confirmation link' }).click();
    const address = form.getByLabel('New e-mail address');
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(await address.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByText('Please enter a valid e-mail address.').count()).toBe(1);
    await address.fill(newEmail);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Send the confirmation link' }).click();
    const password = form.getByLabel('Password', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('The current password is incorrect.').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'page-settings-email',
      title: 'Account settings: login e-mail and e-mail notifications',
      group: 'Pages',
      order: 34,
      description:
        'Changing the login e-mail with the password (a wrong one says so under its field), and the optional e-mails.',
    });

    await password.fill(secret);
    await form.getByRole('button', { name: 'Send the confirmation link' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `We have sent a link to ${newEmail}` })
      .waitFor();
    await mailTo(stack.smtp, email, /Subject: A change of your Investor Portal login e-mail was requested/);

    // The link, opened in another browser that is not logged in (a phone reading the mail).
    const mail = await mailTo(stack.smtp, newEmail, /Subject: Confirm your new Investor Portal login e-mail/);
    const link = new RegExp(`${stack.webUrl}/confirm-email\\?token=[A-Za-z0-9_-]+`).exec(mail)?.[0];
    if (!link) throw new Error(`No confirmation link in the mail:\n${mail}`);
    const phone = await newVisitor(browser, { url: stack.webUrl, viewport: PHONE });
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { name: 'Confirm your new login e-mail', level: 1 }).waitFor();
    await checkScreen(phone.page, {
      id: 'page-confirm-email',
      title: 'Confirm a new login e-mail',
      group: 'Pages',
      order: 35,
      description: '/confirm-email?token=…: the link mailed to a new login e-mail; the button makes the change.',
    });
    // Opening the page changed nothing.
    const tryLogIn = (as: string) =>
      phone.context.request.post('/api/login', { data: { email: as, password: secret } });
    expect((await tryLogIn(email)).status()).toBe(200);
    await phone.context.request.post('/api/logout', { data: {} });
    await phone.page.getByRole('button', { name: 'Confirm the new e-mail' }).click();
    await phone.page
      .getByRole('status')
      .filter({ hasText: `Your login e-mail is now ${newEmail}` })
      .waitFor();
    await mailTo(stack.smtp, email, /Subject: Your Investor Portal login e-mail was changed/);

    // Every session of the account ended, this first browser's too; the new address logs in, the old one not.
    expect((await (await context.request.get('/api/me')).json()).isLoggedIn).toBe(false);
    await phone.page.getByRole('link', { name: 'Log in with your new e-mail' }).click();
    await phone.page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await phone.page.getByLabel('E-mail address').fill(newEmail);
    await phone.page.getByLabel('Password').fill(secret);
    await phone.page.getByRole('button', { name: 'Log in' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/');
    await phone.page.getByRole('button', { name: /Grace Hopper/ }).waitFor();
    expect((await tryLogIn(email)).status()).toBe(401);
    expect([...pageErrors, ...phone.pageErrors]).toEqual([]);
    await phone.context.close();
    await context.close();
  });

  it('[SETTINGS] keeps a choice of e-mails after a reload, and says which e-mails are always sent', async () => {
    const { page, context, pageErrors } = await investorOnSettings();
    const form = page.getByRole('form', { name: 'E-mail notifications' });
    const reminders = form.getByRole('checkbox', { name: 'Reminders' });
    const statusChanges = form.getByRole('checkbox', { name: 'Status changes' });
    const dataRoom = form.getByRole('checkbox', { name: 'Data room' });
    await reminders.waitFor();
    const states = async () => [
      await reminders.isChecked(),
      await statusChanges.isChecked(),
      await dataRoom.isChecked(),
    ];
    expect(await states()).toEqual([true, true, true]);
    expect(await form.getByText('Security e-mails').count()).toBe(1);

    await reminders.uncheck();
    await dataRoom.uncheck();
    await form.getByRole('button', { name: 'Save e-mail choices' }).click();
    await form.getByRole('status').filter({ hasText: 'Your e-mail choices are saved.' }).waitFor();
    await page.reload();
    await page
      .getByRole('form', { name: 'E-mail notifications' })
      .getByRole('checkbox', { name: 'Reminders' })
      .waitFor();
    expect(await states()).toEqual([false, true, false]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
