// A step page is drawn on the server and shows its fields before the app's code has taken them over (hydration,
// src/web/main.tsx). On a slow phone that takes a moment, and an investor may type meanwhile: what they typed stays in
// the field once the app is in, and Next sends it (docs/design.md §7a server rendering; docs/performance.md).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../model-tests/fixtures/values';
import { labelled } from '../drivers/field-fillers';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { connectBrowser, newVisitor, signUpInvestor } from '../support/session';

const isInteractive = (page: Page) => page.evaluate(() => document.documentElement.dataset.interactive === 'true');

describe('[SSR] typing before the page has hydrated', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[SSR] keeps text typed into a step before hydration, on a CPU four times slower, and Next submits it', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
      { step: 'SSN_TAX_ID', values: answers.ssn, next: 'NAME_PHONE' },
    ]);
    const stepUrl = page.url();

    // The step opened afresh, as from a link, on a phone-slow CPU: the page is taken as soon as its HTML arrives.
    const slow = await context.newPage();
    const slowErrors: string[] = [];
    slow.on('pageerror', (error) => slowErrors.push(error.message));
    const cdp = await slow.context().newCDPSession(slow);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The app's code (cached by now) arrives once the investor has typed, as over a slow network: the typing is
    // surely before hydration, whatever this machine's speed.
    let releaseCode = (): void => undefined;
    const typed = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await slow.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await typed;
        await route.continue();
      },
    );
    await slow.goto(stepUrl, { waitUntil: 'commit' });
    const preferred = slow.getByLabel(labelled('Preferred first name'));
    const phone = slow.getByLabel(labelled('Mobile phone'));
    await preferred.waitFor();
    await preferred.fill('Augusta');
    await phone.fill('212 555 0142');
    // Typed while the server's HTML was on screen and the app not yet in.
    expect(await isInteractive(slow)).toBe(false);
    releaseCode();

    await slow.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    // The app is in and has drawn its first verdict (Next waits for it): the text is still there, and counts.
    const next = slow.getByRole('button', { name: 'Next', exact: true });
    const screen = async () => ({
      isNextEnabled: await next.isEnabled(),
      preferredFirstName: await preferred.inputValue(),
      mobilePhone: await phone.inputValue(),
    });
    await expect.poll(screen, { timeout: 20_000 }).toEqual({
      isNextEnabled: true,
      preferredFirstName: 'Augusta',
      mobilePhone: expect.stringMatching(/212.*555.*0142/),
    });

    await next.click();
    await slow.waitForURL(/\/invest\/residential-address\//, { timeout: 20_000 });
    const stored = await context.request.get(`/api/user-investments?transactionIntegrationId=${transactionId}`);
    const transaction = (await stored.json()).transactions.find(
      (t: { integrationId: string }) => t.integrationId === transactionId,
    );
    expect(transaction.values).toMatchObject({ preferredFirstName: 'Augusta', mobilePhone: '+1 212 555 0142' });

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect([...pageErrors, ...slowErrors]).toEqual([]);
    await context.close();
  });
});
