// The tax-form step in the browser (docs/admin.md 'Tax forms'): on the demo fund that collects tax forms, a global
// direct investor without a foreign tax id gives a W-8BEN filled from the wizard's answers, by keyboard, with the
// errors tied to their fields, then signs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, answers } from '../../model-tests/fixtures/values';
import { STEP_IDS } from '../../src/shared/domain/steps';
import { TAX_FORM_MESSAGES } from '../../src/shared/schemas/tax-form.schema';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { pressNext } from '../drivers/step-drivers';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, newVisitor, signUpInvestor } from '../support/session';

const TAX_FORM_FUND = 'syndication-multi-asset';

const focusedText = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);

describe('[FLOW] the tax-form step', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[FLOW] asks a global direct investor without a foreign tax id for a W-8BEN, filled from the wizard’s answers', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context, 'Ada', 'Lovelace');
    await startInvestment(page, TAX_FORM_FUND, 10_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: true }, next: 'INTL_MOI_TYPE' },
      { step: 'INTL_MOI_TYPE', values: { methodOfInvestment: 'direct' }, next: 'INTL_TAX_ID' },
      { step: 'INTL_TAX_ID', values: { noTaxId: true }, next: 'NAME_PHONE' },
      { step: 'NAME_PHONE', values: answers.namePhone, next: 'INTL_RESIDENCE_ADDRESS' },
      { step: 'INTL_RESIDENCE_ADDRESS', values: { residenceAddress: address.GB }, next: 'INTL_INVESTMENT_ADDRESS' },
      { step: 'INTL_INVESTMENT_ADDRESS', values: answers.sameInvestmentAddress, next: 'PROMOTED_INTEREST' },
      { step: 'PROMOTED_INTEREST', values: answers.agreePromotedInterest, next: 'TAX_FORM' },
    ]);
    expect(await focusedText(page)).toBe('H1:Your tax form (Form W-8BEN)');

    // What the form is filled from, and the certification it carries.
    const summary = await page.getByRole('definition').allTextContents();
    expect(summary).toEqual(expect.arrayContaining(['Ada Lovelace', 'None']));
    expect(summary.join(' ')).toContain('London');
    await page.getByText('The person named on line 1 of this form is not a U.S. person;').waitFor();
    // Only what the wizard does not know: no W-9 or trust questions.
    expect(await page.getByText('Federal tax classification of the entity').count()).toBe(0);
    expect(await page.getByText('The trust’s chapter 3 status').count()).toBe(0);

    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    const birth = page.getByLabel('Date of birth');
    await birth.fill('1980-02-30');
    await birth.blur();
    const error = page.getByRole('alert').filter({ hasText: TAX_FORM_MESSAGES.dateOfBirth });
    await expect.poll(() => error.count()).toBe(1);
    expect(await birth.getAttribute('aria-invalid')).toBe('true');
    expect((await birth.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));

    // By keyboard: type the date, choose the country, the reason and the treaty claim.
    await birth.fill('');
    await birth.focus();
    await page.keyboard.type('1980-04-23');
    await page.getByLabel('Country of citizenship').selectOption({ label: 'United Kingdom' });
    const reasons = page.getByRole('radiogroup', { name: 'Why is there no foreign tax ID?' });
    await reasons.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    expect(await reasons.getByRole('radio').first().isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Claim a reduced rate of withholding under a tax treaty' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Treaty country').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Article and paragraph').fill('Article 10(2)(b)');
    await page.getByLabel('Rate of withholding claimed (%)').fill('15');
    await page.getByLabel('Type of income').fill('Dividends');
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'step-tax-form-w8ben',
      title: 'Your tax form (Form W-8BEN)',
      group: 'Wizard step 3',
      order: STEP_IDS.indexOf('TAX_FORM'),
      description:
        'TAX_FORM · /tax-form — a fund that collects tax forms: a global direct investor without a foreign tax id gives a substitute W-8BEN with a treaty claim, filled from the answers above it.',
    });
    await pressNext(page, 'DOCUMENT_SIGNED');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
