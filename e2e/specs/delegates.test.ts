// Delegates in Chromium (docs/security.md 'Delegates'): a client invites their adviser from settings; the adviser
// accepts the mailed link with their own account, fills the whole subscription for the client from the desktop and
// can only tell the client it is ready; the client, e-mailed that it awaits their review and signature, reviews and
// signs it on a phone-sized screen. The API runs with a real SMTP peer, so links are read from the mail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_YORK_INDIVIDUAL_TO_SIGNING, startInvestment } from '../drivers/start-investment';
import { delegateStepDrivers, pressNext } from '../drivers/step-drivers';
import { expectNoAxeViolations } from '../support/a11y';
import { type MailStack, mailTo, startMailStack } from '../support/mail-stack';
import { checkScreen } from '../support/screen-check';
import { answerCookieBanner, connectBrowser, DESKTOP, PHONE, watchHydration } from '../support/session';

let counter = 0;
const uniqueEmail = (name: string): string => `${name}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'correct-horse-battery';

describe('[DELEGATES] an adviser fills in a subscription that the client signs', () => {
  let browser: Browser;
  let stack: MailStack;

  beforeAll(async () => {
    [browser, stack] = await Promise.all([connectBrowser(), startMailStack('delegates')]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const newContext = async (viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    const context = await browser.newContext({
      baseURL: stack.webUrl,
      viewport,
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    watchHydration(context);
    await answerCookieBanner(context, stack.webUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  };

  const signUp = async (context: BrowserContext, email: string, firstName: string, lastName: string) => {
    const response = await context.request.post('/api/signup', {
      data: { email, password: PASSWORD, firstName, lastName },
    });
    expect(response.ok()).toBe(true);
  };

  it('[DELEGATES] the adviser fills the whole subscription, the client reviews and signs on a phone', async () => {
    // The client invites the adviser from their settings.
    const client = await newContext(DESKTOP);
    const clientEmail = uniqueEmail('client');
    await signUp(client.context, clientEmail, 'Ada', 'Lovelace');
    const adviserEmail = uniqueEmail('adviser');
    await client.page.goto('/account/settings');
    const section = client.page.getByRole('form', { name: 'People who can fill in for you' });
    await section.waitFor();
    await section.getByRole('button', { name: 'Send the invitation' }).click();
    await section.getByText('Please enter a valid e-mail address.').waitFor();
    await section.getByLabel('Their e-mail address').fill(adviserEmail);
    await section.getByLabel('What they can fill in').selectOption('all');
    await section.getByRole('button', { name: 'Send the invitation' }).click();
    await section.getByText(`We have e-mailed ${adviserEmail} a link to accept.`).waitFor();
    await section.getByText('Invited, not accepted yet').waitFor();
    await checkScreen(client.page, {
      id: 'settings-delegates',
      title: 'Settings: people who can fill in for you',
      group: 'Delegates',
      order: 10,
      description: 'The investor invites a wealth manager, assistant or lawyer by e-mail, for all investments or one.',
    });

    // The adviser opens the link, signs up with the invited address and accepts.
    const invitation = await mailTo(stack.smtp, adviserEmail, /Subject: Ada Lovelace asks you to fill in/);
    const link = new RegExp(`${stack.webUrl}/delegate-invitation\\?token=[A-Za-z0-9_-]+`).exec(invitation)?.[0];
    if (!link) throw new Error(`No invitation link in the mail:\n${invitation}`);
    const adviser = await newContext(DESKTOP);
    await signUp(adviser.context, adviserEmail, 'Avery', 'Adviser');
    await adviser.page.goto(link);
    await adviser.page.getByRole('button', { name: 'Accept the invitation' }).click();
    await adviser.page.getByRole('heading', { name: 'You can fill in for Ada Lovelace' }).waitFor();
    await adviser.page.getByRole('button', { name: 'Start filling in for Ada Lovelace' }).click();
    await adviser.page.waitForURL((url) => url.pathname === '/investment-summary');
    const banner = adviser.page.getByRole('note').filter({ hasText: 'You are filling in for Ada Lovelace' });
    await banner.waitFor();
    await checkScreen(adviser.page, {
      id: 'delegate-summary',
      title: 'Investment summary: a delegate filling in for a client',
      group: 'Delegates',
      order: 20,
      description: 'The banner names the investor the delegate acts for; only the investor can sign.',
    });

    // The adviser answers every step for the client, up to the signature, which only the client can give.
    // Every question names the client ('Where is Ada investing from?'): the adviser's drivers read the steps so.
    const transactionId = await startInvestment(adviser.page, 'venture-fund-iv', 25_000);
    const forAda = delegateStepDrivers('Ada');
    await adviser.page.getByRole('heading', { name: 'Fill in Ada’s agreement', level: 1 }).waitFor();
    for (const { step, values, next } of NEW_YORK_INDIVIDUAL_TO_SIGNING) {
      await forAda[step].answer(adviser.page, values);
      if (next === 'DOCUMENT_SIGNED') {
        await adviser.page.getByRole('button', { name: 'Next', exact: true }).click();
        await adviser.page.waitForURL(/\/invest\/document-signed\//);
      } else {
        await pressNext(adviser.page, next, forAda);
      }
    }
    await adviser.page.getByRole('heading', { name: 'Ada signs the subscription agreement', level: 1 }).waitFor();
    await adviser.page.getByText('Only Ada Lovelace can sign the subscription agreement').waitFor();
    expect(await adviser.page.getByRole('button', { name: 'Sign the agreement' }).count()).toBe(0);
    expect(await adviser.page.content()).not.toContain('123-45-6789');
    await adviser.page.getByRole('button', { name: 'Notify Ada Lovelace that it is ready' }).click();
    await adviser.page.getByText(/The investor was e-mailed on .* that the subscription is ready/).waitFor();
    await checkScreen(adviser.page, {
      id: 'delegate-signing-step',
      title: 'Signing step: a delegate cannot sign',
      group: 'Delegates',
      order: 30,
      description: 'At the signature the delegate sees that only the investor signs, and may tell them it is ready.',
    });
    const refused = await adviser.context.request.post('/api/signing/session', {
      data: { transactionIntegrationId: transactionId },
    });
    expect(refused.status()).toBe(403);
    expect(adviser.errors).toEqual([]);

    // The client is told once, then reviews and signs on a phone.
    const ready = await mailTo(stack.smtp, clientEmail, /Subject: Ready for your signature/);
    expect(ready).toContain(adviserEmail);
    const phone = await newContext(PHONE);
    await phone.context.request.post('/api/login', { data: { email: clientEmail, password: PASSWORD } });
    // The mail leads to the summary, where the subscription waits at the signature.
    expect(ready).toContain(`${stack.webUrl}/investment-summary`);
    await phone.page.goto('/investment-summary');
    await phone.page.getByRole('link', { name: 'Continue Venture Fund IV' }).click();
    await phone.page.waitForURL(/\/invest\/document-signed\//);
    await phone.page
      .getByRole('heading', { name: 'Your subscription agreement', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await phone.page.getByTestId('agreement-reading').textContent()).toContain('•••-••-6789');
    await expectNoAxeViolations(phone.page, 'Signing step on a phone, filled in by a delegate');
    await phone.page.getByLabel(/I have read the Electronic Records and Signature Disclosure/).check();
    await phone.page.getByLabel(/I have received the fund’s governing documents/).check();
    await phone.page.getByRole('button', { name: 'Accept and continue' }).click();
    await phone.page.getByText('You accepted the disclosure.').waitFor();
    expect(await phone.page.getByLabel('Your full name').inputValue()).toBe('Ada Lovelace');
    const sign = phone.page.getByRole('button', { name: 'Sign the agreement' });
    await phone.page.getByLabel(/I intend to sign this subscription agreement electronically/).check();
    await expect.poll(() => sign.isEnabled()).toBe(true);
    await sign.click();
    await phone.page.waitForURL((url) => url.pathname === '/investment-summary' && url.hash === `#${transactionId}`);
    await phone.page.getByRole('status').filter({ hasText: 'Your agreement is signed' }).waitFor();
    expect(phone.errors).toEqual([]);
    expect(client.errors).toEqual([]);
    await Promise.all([client.context.close(), adviser.context.close(), phone.context.close()]);
  });
});
