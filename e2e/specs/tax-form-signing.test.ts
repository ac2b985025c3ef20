// The tax form signed with the agreement, in Chromium (docs/signing.md 'The tax form'): on a fund that collects tax
// forms, the signing step shows the investor's substitute W-9 under the agreement, in the same viewer, with the tax
// id masked beside it; one signature signs both, and the investment's record offers the signed form. Runs its own
// stack: the fund's setting is turned on in its database while the API is halted; the investor passes the tax-form
// step on the way.
import { describe, expect, it } from 'vitest';
import { answerSteps, NEW_YORK_INDIVIDUAL_TO_SIGNING, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { newVisitor, signUpInvestor } from '../support/session';
import { editStackDatabase } from '../support/stack-database';

describe('[SIGN] the tax form signed with the agreement', () => {
  const own = useOwnStack();

  it('[SIGN] shows the W-9 under the agreement and signs both with one signature', async () => {
    await editStackDatabase(own.stack, async (db) => {
      await db.query(`update funds set collect_tax_forms = true where slug = 'venture-fund-iv'`);
    });
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'venture-fund-iv', 25_000);
    await answerSteps(page, NEW_YORK_INDIVIDUAL_TO_SIGNING.slice(0, -1));
    const last = NEW_YORK_INDIVIDUAL_TO_SIGNING.at(-1);
    if (!last) throw new Error('No steps');
    await stepDrivers[last.step].answer(page, last.values);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The tax-form step asks an individual only about backup withholding; left unchecked, item 2 stands.
    await page.waitForURL(/\/invest\/tax-form\//);
    await page.getByRole('heading', { name: 'Your tax form (Form W-9)' }).waitFor();
    await page.waitForSelector('html[data-interactive]');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/invest\/document-signed\//);

    await page.getByRole('heading', { name: 'Your tax form: Form W-9 (substitute)' }).waitFor({ timeout: 15_000 });
    const form = page.getByRole('document', { name: 'Form W-9 (substitute) for Venture Fund IV' });
    await form.getByRole('group', { name: /^Page 1 of 1$/ }).waitFor();
    await expect.poll(() => form.textContent(), { timeout: 10_000 }).toMatch(/Request for Taxpayer Identification/);
    expect(await page.getByTestId('tax-form-terms').textContent()).toContain('•••-••-6789');
    // The whole number is in the PDF alone (its pages' text in the viewer); nothing else on the page carries it.
    expect(await form.textContent()).toContain('123-45-6789');
    const outsideDocuments = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const shown of copy.querySelectorAll('[role="document"]')) shown.remove();
      return copy.outerHTML;
    });
    expect(outsideDocuments).not.toContain('123-45-6789');
    expect(outsideDocuments).not.toContain('123456789');
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'signing-tax-form',
      title: 'Signing: the agreement and the tax form',
      group: 'Signing',
      order: 5,
      description:
        'A fund that collects tax forms: the substitute W-9 under the agreement, in the same viewer; one signature signs both.',
    });

    await page.getByLabel(/I have read the Electronic Records and Signature Disclosure/).check();
    await page.getByLabel(/I have received the fund’s governing documents/).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.getByText('You accepted the disclosure.').waitFor();
    const sign = page.getByRole('button', { name: 'Sign the agreement and the tax form' });
    await page
      .getByLabel(/I intend to sign this subscription agreement and this Form W-9 \(substitute\) electronically/)
      .check();
    await expect.poll(() => sign.isEnabled()).toBe(true);
    await sign.click();
    await page.waitForURL((url) => url.pathname === '/investment-summary' && url.hash === `#${transactionId}`);
    const card = page.locator(`[id="${transactionId}"]`);
    const download = card.getByRole('link', { name: 'Download the signed Form W-9 (substitute) (PDF)' });
    await download.waitFor();
    expect(await download.getAttribute('href')).toBe(
      `/api/signing/transactions/${transactionId}/tax-form?download=true`,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
