// The three signing paths in Chromium, end to end (docs/spec.md §1–2 DOCUMENT_SIGNED, docs/design.md §7): an individual signs and
// downloads the sealed agreement; a JTWROS primary signs and the secondary completes it from the link in the e-mail
// they received; a married California individual signs and so does the spouse. The API runs here with a real SMTP
// peer (smtp-server), so links and codes are read from the mail the co-signers receive, and links point at the portal.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, answers } from '../../model-tests/fixtures/values';
import { pdfsig } from '../../src/server/features/signing/testing/pdfsig';
import type { SigningStatusAnswer, VerifyDocumentAnswer } from '../../src/shared/api/signing';
import { type Answer, NEW_YORK_INDIVIDUAL_TO_SIGNING, startInvestment } from '../drivers/start-investment';
import { pressNext, stepDrivers } from '../drivers/step-drivers';
import { expectNoAxeViolations } from '../support/a11y';
import { type MailStack, mailParts, mailTo, startMailStack } from '../support/mail-stack';
import { checkScreen } from '../support/screen-check';
import { answerCookieBanner, connectBrowser, DESKTOP, PHONE, watchHydration } from '../support/session';

let counter = 0;
const uniqueEmail = (name: string): string => `${name}.${Date.now()}.${++counter}@example.com`;

describe('[SIGN] signing the subscription agreement in the browser', () => {
  let browser: Browser;
  let stack: MailStack;

  beforeAll(async () => {
    [browser, stack] = await Promise.all([connectBrowser(), startMailStack('signing')]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const newContext = async (
    viewport: { width: number; height: number } = DESKTOP,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
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

  /** A new investor, signed up in this context, walked through the wizard to the signing step. */
  const investorAtSigning = async (
    fundSlug: string,
    dollars: number,
    steps: readonly Answer[],
    viewport: { width: number; height: number } = DESKTOP,
  ) => {
    const { context, page, errors } = await newContext(viewport);
    const email = uniqueEmail('investor');
    const signup = await context.request.post('/api/signup', {
      data: { email, password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(signup.ok()).toBe(true);
    const transactionId = await startInvestment(page, fundSlug, dollars);
    const [last, ...rest] = [...steps].reverse();
    for (const { step, values, next } of rest.reverse()) {
      await stepDrivers[step].answer(page, values);
      await pressNext(page, next);
    }
    if (!last) throw new Error('No steps');
    await stepDrivers[last.step].answer(page, last.values);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/invest\/document-signed\//);
    return { context, page, errors, email, transactionId };
  };

  const status = async (context: BrowserContext, transactionId: string): Promise<SigningStatusAnswer> =>
    (await context.request.get(`/api/signing/transactions/${transactionId}/status`)).json();

  /** A co-signer reads the agreement, accepts the disclosure, adopts a signature and signs; Next stays hidden. */
  const signOnScreen = async (page: Page, signature: { typed: string } | 'drawn') => {
    await page.getByRole('heading', { name: 'Your subscription agreement', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    await page.getByLabel(/I have read the Electronic Records and Signature Disclosure/).check();
    // A co-signer signs from the e-mailed link: the fund's governing documents are the investor's to acknowledge.
    expect(await page.getByLabel(/I have received the fund’s governing documents/).count()).toBe(0);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.getByText('You accepted the disclosure.').waitFor();
    if (signature === 'drawn') {
      await page.getByLabel('Draw my signature').check();
      const pad = page.getByRole('img', { name: /Signature pad/ });
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      if (!box) throw new Error('The signature pad is not visible');
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let x = 20; x < box.width - 20; x += 6) {
        await page.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 14) * (box.height / 4));
      }
      await page.mouse.up();
    } else {
      expect(await page.getByLabel('Your full name').inputValue()).toBe(signature.typed);
      expect(await page.getByTestId('typed-signature-preview').textContent()).toBe(signature.typed);
    }
    const sign = page.getByRole('button', { name: 'Sign the agreement' });
    expect(await sign.isDisabled()).toBe(true);
    await page.getByLabel(/I intend to sign this subscription agreement electronically/).check();
    await expect.poll(() => sign.isEnabled()).toBe(true);
    await sign.click();
  };

  /**
   * Signs through the guide's button alone (Agree to sign electronically → Sign here → Finish): each press performs
   * the step the words beside it name; the page's own controls are never touched.
   */
  const signWithGuide = async (page: Page) => {
    await page.getByRole('heading', { name: 'Your subscription agreement', exact: true }).waitFor({ timeout: 15_000 });
    await page.waitForSelector('html[data-interactive]');
    const guide = page.getByRole('complementary', { name: 'Signing guide' });
    expect(await guide.textContent()).toContain('3 of 3 places left');
    // The fund's governing documents (each a link to the data room) are acknowledged with the consent: the page's own
    // button waits for both boxes, and the guide's words name the documents.
    expect(await page.getByRole('button', { name: 'Accept and continue' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: /^Private placement memorandum/ }).getAttribute('href')).toMatch(
      /\/data-room#document-[0-9a-f-]{36}$/,
    );
    expect(await guide.textContent()).toContain(
      'By selecting Agree to sign electronically, you accept the Electronic Records and Signature Disclosure above and confirm you have received the fund’s governing documents',
    );
    await guide.getByRole('button', { name: 'Agree to sign electronically' }).click();
    await page.getByText('You accepted the disclosure.').waitFor();
    await guide.getByText('2 of 3 places left').waitFor();
    const place = page.getByTestId('agreement-reading').locator('#ceremony-my-place');
    expect(await place.textContent()).toContain('Sign here');
    await guide.getByRole('button', { name: 'Sign here' }).click();
    await guide.getByText('1 of 3 places left').waitFor();
    // The signature adopted (the name, typed for the signer) now stands at the signer's place in the text, and the
    // statement of intent is ticked as the guide's words said.
    await place.getByText('Your signature, applied when you finish.').waitFor();
    expect(await page.getByLabel(/I intend to sign this subscription agreement electronically/).isChecked()).toBe(true);
    await guide.getByRole('button', { name: 'Finish' }).click();
  };

  /**
   * The invitation as a mail program shows it, at phone width: its HTML part in a page of its own (no server), in
   * English, its button the text part's link, nothing wider than the screen, axe clean; docs/screens has it.
   */
  const readMailInBrowser = async (email: string, link: string) => {
    const { text, html } = await mailParts(stack.smtp, email, /Subject: Please sign the subscription/);
    expect(text).toContain(link);
    const { context, page } = await newContext(PHONE);
    await page.setContent(html, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('link', { name: 'Read and sign the agreement' }).getAttribute('href')).toBe(link);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Its paragraphs at body size, as the portal's pages are.
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('p')].map((p) => getComputedStyle(p).fontSize),
    );
    expect(sizes).toContain('16px');
    await checkScreen(page, {
      id: 'email-signing-invitation',
      title: (await page.title()) || 'Please sign the subscription agreement',
      group: 'E-mails',
      order: 1,
      description:
        "A co-signer's invitation as a mail program shows its HTML part: the fund's name and colour, the words of its text part, one button to the link and the address beneath it.",
    });
    await context.close();
  };

  /** Opens the link from the invitation in a browser of its own, confirms the code from the next mail, signs. */
  const coSignFromMail = async (email: string, name: string, signature: { typed: string } | 'drawn') => {
    const invitation = await mailTo(stack.smtp, email, /Subject: Please sign the subscription/);
    const link = new RegExp(`${stack.webUrl}/sign/[^\\s]+`).exec(invitation)?.[0];
    if (!link) throw new Error(`No portal link in the invitation:\n${invitation}`);
    await readMailInBrowser(email, link);
    const { context, page, errors } = await newContext(PHONE);
    await page.goto(link);
    await page.getByText(`Hello ${name}. To make sure it is you`).waitFor();
    const code =
      /Subject: Your signing code: (\d{6})/.exec(await mailTo(stack.smtp, email, /Your signing code/))?.[1] ?? '';
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await signOnScreen(page, signature);
    await page.getByRole('heading', { name: `Thank you, ${name}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    return link;
  };

  it('[SIGN] an individual signs, goes to the investment summary and downloads the sealed agreement', async () => {
    const { context, page, errors, transactionId } = await investorAtSigning(
      'venture-fund-iv',
      25_000,
      NEW_YORK_INDIVIDUAL_TO_SIGNING,
    );
    await page.getByRole('heading', { name: 'Your subscription agreement', exact: true }).waitFor({ timeout: 15_000 });
    // The agreement as text, its values in place (the tax id masked), the signer's place marked.
    const reading = page.getByTestId('agreement-reading');
    expect(await reading.textContent()).toContain('SUBSCRIPTION AGREEMENT');
    expect(await reading.textContent()).toContain('•••-••-6789');
    expect(await page.content()).not.toContain('123-45-6789');
    // The PDF, the record that is signed, in the portal's viewer (pdf.js) when asked for: pages fit the frame's width
    // and carry the same text.
    await page.waitForSelector('html[data-interactive]');
    await page.getByText('View or download the PDF').click();
    const agreement = page.getByRole('document', { name: 'Subscription agreement for Venture Fund IV' });
    await agreement.getByRole('group', { name: /^Page 1 of \d+$/ }).waitFor();
    await expect.poll(() => agreement.textContent(), { timeout: 10_000 }).toMatch(/Venture Fund IV/);
    const fitsWidth = await agreement.evaluate((frame) => {
      const first = frame.querySelector('[role="group"]');
      const padding = Number.parseFloat(getComputedStyle(frame).paddingLeft) * 2;
      return first !== null && Math.abs(first.getBoundingClientRect().width - (frame.clientWidth - padding)) <= 2;
    });
    expect(fitsWidth).toBe(true);
    await signWithGuide(page);
    await page.waitForURL((url) => url.pathname === '/investment-summary' && url.hash === `#${transactionId}`);
    // The moment after signing: what was signed, where it stands, and the timeline of what comes next.
    const signedPanel = page.getByRole('status').filter({ hasText: 'Your agreement is signed' });
    await signedPanel.waitFor();
    await expect
      .poll(() => signedPanel.textContent())
      .toMatch(/Venture Fund IV for \$25,000\.00, through .*Individual · Tax ID ending 6789/);
    const timeline = page.getByRole('list', { name: /What comes next for/ });
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Done: Everyone signs · \w+ \d+, \d{4}$/),
      'Under way: The fund reviews your subscription',
      'To come: The fund countersigns',
      'To come: Your funds arrive',
      'To come: The investment closes',
    ]);
    await page.locator(`[id="${transactionId}"]`).getByText('Download the signed agreement (PDF)').waitFor();
    // Without a second factor yet, the investor is offered one now that the account holds a signed agreement.
    const offer = signedPanel.getByRole('complementary', { name: 'Protect your account' });
    await offer.waitFor();
    expect(await offer.getByRole('link', { name: 'Turn on two-step verification' }).getAttribute('href')).toBe(
      '/account/settings#two-step',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'signed-summary',
      title: 'Investment summary: just signed',
      group: 'Signing',
      order: 10,
      description:
        'After the signature: what was signed, its status, the signed copy and the timeline of what comes next.',
    });

    const done = await status(context, transactionId);
    expect(done).toMatchObject({ status: 'completed', pendingNames: [] });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.download = '';
        document.body.append(link);
        link.click();
      }, done.downloadUrl ?? ''),
    ]);
    expect(download.suggestedFilename()).toBe('subscription-agreement-venture-fund-iv-signed.pdf');
    // The browser runs as a server of its own: the file is streamed here rather than read from its disk.
    const saved = join(mkdtempSync(join(tmpdir(), 'portal-download-')), download.suggestedFilename());
    await download.saveAs(saved);
    const pdf = readFileSync(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfsig(pdf)).toMatchObject([{ fieldName: 'Portal seal', validation: 'Signature is Valid.' }]);
    const verified = (await (
      await context.request.post('/api/signing/verify', {
        data: { envelopeId: done.envelopeId, pdfBase64: pdf.toString('base64') },
      })
    ).json()) as VerifyDocumentAnswer;
    expect(verified).toMatchObject({ isAltered: false, recordedSha256: done.sealedSha256 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[SIGN] a JTWROS primary signs, and the agreement completes only once the secondary signs from the e-mailed link', async () => {
    const secondaryEmail = uniqueEmail('charles');
    const { context, page, errors, transactionId } = await investorAtSigning('income-bond-2026', 5_000, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'jtwros' }, next: 'PRIMARY_TAX_ID' },
      { step: 'PRIMARY_TAX_ID', values: answers.ssn, next: 'NAME_PHONE' },
      { step: 'NAME_PHONE', values: answers.namePhone, next: 'RESIDENCE_ADDRESS' },
      { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.NY }, next: 'INVESTMENT_ADDRESS' },
      { step: 'INVESTMENT_ADDRESS', values: answers.sameInvestmentAddress, next: 'SECONDARY_TAX_ID' },
      { step: 'SECONDARY_TAX_ID', values: answers.secondarySsn, next: 'SECONDARY_NAME_PHONE' },
      {
        step: 'SECONDARY_NAME_PHONE',
        values: { ...answers.secondaryNamePhone, secondaryEmail },
        next: 'SECONDARY_RESIDENCE_ADDRESS',
      },
      {
        step: 'SECONDARY_RESIDENCE_ADDRESS',
        values: { isSecondaryAddressSameAsPrimary: true },
        next: 'DOCUMENT_SIGNED',
      },
    ]);
    await signWithGuide(page);
    await page.waitForURL((url) => url.pathname === '/investment-summary');
    await page.getByRole('status').filter({ hasText: 'Your agreement is signed' }).waitFor();
    expect(await status(context, transactionId)).toMatchObject({
      status: 'inProgress',
      pendingNames: ['Charles Babbage'],
    });
    // The record names who the investment waits for and the account; the fund page no longer offers an amount.
    const card = page.locator(`[id="${transactionId}"]`);
    await card.getByText('Waiting for Charles Babbage to sign', { exact: true }).waitFor();
    expect(await card.textContent()).toMatch(/Joint Tenants with Rights of Survivorship · Tax ID ending \d{4}/);
    await page.goto('/fund/income-bond-2026');
    const panel = page.getByRole('heading', { name: 'Your investment' }).locator('..');
    await panel.getByText('Waiting for Charles Babbage to sign').waitFor();
    expect(await page.getByLabel('Commitment amount (USD)').count()).toBe(0);
    await checkScreen(page, {
      id: 'fund-signed-waiting',
      title: 'Fund page after signing',
      group: 'Signing',
      order: 20,
      description:
        'Once the investor has signed: the status (who still has to sign) and the record, no amount to edit.',
    });

    const link = await coSignFromMail(secondaryEmail, 'Charles Babbage', 'drawn');
    expect(link.startsWith(`${stack.webUrl}/sign/`)).toBe(true);
    expect(await status(context, transactionId)).toMatchObject({ status: 'completed', pendingNames: [] });
    await page.goto(`/investment-summary#${transactionId}`);
    await card.getByText('Signed, under review', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[SIGN] a married California individual signs, and so does the spouse from the e-mailed link', async () => {
    const spouseEmail = uniqueEmail('william');
    const { context, page, errors, transactionId } = await investorAtSigning(
      'income-bond-2026',
      5_000,
      [
        { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
        { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
        { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
        { step: 'SSN_TAX_ID', values: answers.ssn, next: 'NAME_PHONE' },
        { step: 'NAME_PHONE', values: answers.namePhone, next: 'RESIDENCE_ADDRESS' },
        { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.CA }, next: 'INVESTMENT_ADDRESS' },
        { step: 'INVESTMENT_ADDRESS', values: answers.sameInvestmentAddress, next: 'MARITAL_STATUS' },
        { step: 'MARITAL_STATUS', values: { maritalStatus: 'married' }, next: 'SPOUSE_NAME_EMAIL' },
        { step: 'SPOUSE_NAME_EMAIL', values: { ...answers.spouse, spouseEmail }, next: 'DOCUMENT_SIGNED' },
      ],
      PHONE,
    );
    // On a phone the agreement reads as text at body size in the screen's width: no sideways scroll, even at the
    // longest lines of the agreement.
    await page.getByTestId('agreement-reading').waitFor({ timeout: 15_000 });
    const reading = await page.evaluate(() => {
      const article = document.querySelector('[data-testid="agreement-reading"]');
      const sizes = [...(article?.querySelectorAll('p, dt, dd') ?? [])].map((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      return {
        smallest: Math.min(...sizes),
        count: sizes.length,
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
      };
    });
    expect(reading.count).toBeGreaterThan(20);
    expect(reading.smallest).toBeGreaterThanOrEqual(16);
    expect(reading.scrollWidth).toBeLessThanOrEqual(reading.width);
    await page.getByTestId('agreement-reading').locator('h3').scrollIntoViewIfNeeded();
    await checkScreen(page, {
      id: 'signing-phone-reading',
      title: 'Signing on a phone: the agreement as text',
      group: 'Signing',
      order: 3,
      description:
        'The agreement at body size in the width of the phone, its values in place; the guide at the foot of the screen does the next step.',
    });
    // Through the guided ceremony, by its button alone, to the completion screen and the record.
    await signWithGuide(page);
    await page.waitForURL((url) => url.pathname === '/investment-summary' && url.hash === `#${transactionId}`);
    const signedPanel = page.getByRole('status').filter({ hasText: 'Your agreement is signed' });
    await signedPanel.waitFor();
    // The completion heading is in view below the sticky header, and focused.
    const heading = page.getByRole('heading', { name: 'Your agreement is signed' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const box = await heading.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await expect.poll(() => signedPanel.textContent()).toMatch(/Income Bond 2026 for \$5,000\.00, through /);
    const card = page.locator(`[id="${transactionId}"]`);
    await card.getByText('Waiting for William King to sign', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Send the link again' }).waitFor();
    expect(await status(context, transactionId)).toMatchObject({
      status: 'inProgress',
      pendingNames: ['William King'],
    });
    await expectNoAxeViolations(page, 'Investment summary on a phone: waiting for the spouse');

    await coSignFromMail(spouseEmail, 'William King', { typed: 'William King' });
    expect(await status(context, transactionId)).toMatchObject({ status: 'completed', pendingNames: [] });
    // The same address with its fragment: only a reload reads the record again.
    await page.reload();
    await card.getByText('Signed, under review', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Investment summary on a phone: signed, under review');
    expect(errors).toEqual([]);
    await context.close();
  });
});
