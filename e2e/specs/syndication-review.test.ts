// The syndication review in Chromium: an admin denies an upload with the reason the investor reads (the reason is
// required), the investor sees it on the step shown again and sends a new document with the keyboard alone; the
// account menu's docs/spec.md §6 rules around the sign-up.
import type { Browser, BrowserContext, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvestment } from '../drivers/start-investment';
import {
  accountMenuItems,
  checkScreenFromTop,
  expectStage,
  fillIdentity,
  nextStep,
  SYNDICATION_PATH,
  signUpThroughApi,
} from '../drivers/syndication-steps';
import { pdfOfSize } from '../support/sample-files';
import { connectBrowser, DEMO, logInAs, newVisitor, signUpInvestor } from '../support/session';

const REASON = 'The photo on the ID cannot be read. Please upload a sharper scan.';

describe('[SYNDICATION] the review of the uploads', () => {
  let browser: Browser;
  let admin: { page: Page; context: BrowserContext };

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await newVisitor(browser);
    await logInAs(admin.context, DEMO.admin, DEMO.adminPassword);
  });

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('[SYNDICATION] shows a denial’s reason on the step shown again, and takes a new document from the keyboard', async () => {
    const investor = await newVisitor(browser);
    await signUpInvestor(investor.context, 'Mary', 'Jackson');
    await signUpThroughApi(investor.context, 'UNDER_REVIEW');

    const { page } = admin;
    await page.goto('/admin/verifications');
    const identity = page.getByRole('article', { name: 'Mary Jackson: proof of identity' });
    await identity.getByRole('button', { name: 'Deny…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deny the proof of identity of Mary Jackson' });
    await dialog.getByRole('button', { name: 'Deny and tell the investor' }).click();
    await dialog.getByText('Please give the reason; the investor will read it.').waitFor();
    const reason = dialog.getByLabel('Reason (the investor reads it)');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill(REASON);
    await dialog.getByRole('button', { name: 'Deny and tell the investor' }).click();
    await page.getByText('Denied: proof of identity of Mary Jackson.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Denied: proof of identity');
    await page
      .getByRole('article', { name: 'Mary Jackson: proof of accreditation' })
      .getByRole('button', { name: 'Approve proof of accreditation' })
      .click();
    await page.getByText('Approved: proof of accreditation of Mary Jackson.').waitFor();

    const { page: own, context, pageErrors } = investor;
    // Chromium intercepts file choosers only once the page has been told to, and Playwright tells it without waiting
    // for an answer when the first 'filechooser' listener is added: a listener added together with the key press can
    // lose that race, and the chooser then opens natively where no one can answer it. So the listener is added now,
    // long before any key is pressed, and collects every chooser.
    const choosers: FileChooser[] = [];
    own.on('filechooser', (chooser) => choosers.push(chooser));
    const nextChooser = async (key: string) => {
      const before = choosers.length;
      await own.keyboard.press(key);
      await expect.poll(() => choosers.length).toBe(before + 1);
      return choosers[before] as FileChooser;
    };
    await own.goto(SYNDICATION_PATH);
    await expectStage(own, 'Proof of identity');
    const notice = own.getByRole('note', { name: 'We could not accept your proof of identity' });
    expect(await notice.textContent()).toContain(REASON);
    await checkScreenFromTop(own, {
      id: 'syndication-identity-denied',
      title: 'Step 3 again, after a denial',
      group: 'Syndication program',
      order: 7,
      description: 'Investor relations denied the ID: the reviewer’s reason, and the step to send it again.',
    });

    // The upload field with the keyboard alone: focus it, open the chooser, remove the file, choose again. Chromium
    // opens a file chooser from the keyboard only in the page in front (the admin's page was used last).
    await own.bringToFront();
    await fillIdentity(own);
    const input = own.getByLabel('Government-issued ID', { exact: true });
    await input.focus();
    await expect
      .poll(() => own.evaluate(() => [document.activeElement?.id, document.hasFocus()]))
      .toEqual(['field-document', true]);
    // Large enough for its upload's progress to be seen on a slowed connection.
    const scan = pdfOfSize('sharper-scan.pdf', 600 * 1024);
    const chooser = await nextChooser('Space');
    await chooser.setFiles(scan);
    await own.getByText(/^Chosen: sharper-scan\.pdf/).waitFor();
    await own.keyboard.press('Tab');
    expect(await own.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove sharper-scan.pdf',
    );
    await own.keyboard.press('Enter');
    await expect.poll(() => own.getByText(/^Chosen:/).count()).toBe(0);
    // Focus is back on the file input, and the page has it, before the key opens the chooser again.
    await expect
      .poll(() => own.evaluate(() => [document.activeElement?.id, document.hasFocus()]))
      .toEqual(['field-document', true]);
    const again = await nextChooser('Enter');
    await again.setFiles(scan);
    await own.getByText(/^Chosen: sharper-scan\.pdf/).waitFor();
    await expect.poll(() => nextStep(own).isEnabled()).toBe(true);
    const cdp = await context.newCDPSession(own);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await nextStep(own).click();
    const progress = own.getByRole('progressbar', { name: 'Uploading sharper-scan.pdf' });
    // The bar moves: it is seen part-way, at more than one value.
    const seen = new Set<number>();
    await expect
      .poll(async () => {
        seen.add(Number(await progress.getAttribute('value')));
        return seen.size > 1 && [...seen].some((value) => value > 0 && value < 100);
      })
      .toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expectStage(own, 'We are reviewing your documents');
    const sent = own.getByRole('list', { name: 'What you sent' });
    expect(await sent.textContent()).toContain('sharper-scan.pdf');
    expect(await sent.getByText('Waiting for review').count()).toBe(1);
    expect(await sent.getByText('Approved').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[SYNDICATION] offers Syndication Program in the menu once the sign-up started, and leaves Investments In Progress off its page', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context, 'Katherine', 'Johnson');
    await startInvestment(page, 'venture-fund-iv', 25_000);
    expect(await accountMenuItems(page)).toEqual(['Investments In Progress', 'Settings', 'Need help?', 'Log Out']);

    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Program overview');
    expect(await accountMenuItems(page)).toEqual(['Settings', 'Need help?', 'Log Out']);

    // Back on another page, without a reload: the start just recorded shows in the menu.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => accountMenuItems(page))
      .toEqual(['Investments In Progress', 'Syndication Program', 'Settings', 'Need help?', 'Log Out']);
    await context.close();
  });

  it('[SYNDICATION] keeps investors out of the review', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    expect((await context.request.get('/api/admin/verifications')).status()).toBe(403);
    await page.goto('/admin/verifications');
    await page.getByText('This page is for administrators.').waitFor();
    await context.close();
  });
});
