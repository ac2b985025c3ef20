// Hand-written wizard behaviours (docs/spec.md §2, §4, §5): reusing an account, field errors, display rules, masking,
// Previous, the step redirect, a missing transaction, Next while busy, and the summary anchor.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, answers } from '../../model-tests/fixtures/values';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, logInAs, newVisitor, signUpInvestor } from '../support/session';

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);

describe('[FLOW] the wizard by hand', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[FLOW] lets an investor with accounts choose one: overview with masked tax id, Edit, Previous', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await startInvestment(page, 'venture-fund-iv', 50_000);
    await stepDrivers.INITIAL.expectScreen(page);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'SELECT_MOI' }]);
    // A returning investor finds the saved method chosen, not 'Add New Method of Investment'.
    expect(await page.getByRole('radio', { name: 'Use an existing method of investment' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Use an existing method of investment' }).check();
    const accounts = page.getByRole('radiogroup', { name: 'Your methods of investment' });
    await accounts.getByRole('radio', { name: /Individual/ }).check();
    await checkScreen(page, {
      id: 'step-select-moi',
      title: stepDrivers.SELECT_MOI.heading,
      group: 'Wizard step 1',
      order: 1,
      description: 'SELECT_MOI · /select-moi — an investor with valid existing accounts chooses one or adds a new one.',
    });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/invest\/confirm-moi\//);
    await stepDrivers.CONFIRM_MOI.expectScreen(page);
    expect(await page.getByRole('definition').allTextContents()).toContain('•••-••-6789');
    expect(await page.content()).not.toContain('123-45-6789');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/invest\/ssn-tax-id\//);
    expect(await page.getByLabel('Social Security number (SSN)').inputValue()).toBe('•••-••-6789');

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(/\/invest\/confirm-moi\//);
    await stepDrivers.CONFIRM_MOI.expectScreen(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[FLOW] finds the complete individual account of an investor who adds a new individual method (docs/spec.md §4 flash)', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await startInvestment(page, 'syndication-multi-asset', 10_000);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'SELECT_MOI' }]);
    await page.getByRole('radio', { name: 'Add New Method of Investment' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/invest\/intl-check\//);
    await answerSteps(page, [
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'CONFIRM_MOI' },
    ]);
    await expect
      .poll(() => page.locator('[data-flash="success"]').textContent())
      .toContain(
        'It appears you already have an individual account with us. Please review the details below and proceed with signing.',
      );
    await checkScreen(page, {
      id: 'step-confirm-moi',
      title: stepDrivers.CONFIRM_MOI.heading,
      group: 'Wizard step 2',
      order: 5,
      description:
        'CONFIRM_MOI · /confirm-moi — the account found for the investor, with Edit and Next and the docs/spec.md §4 success flash.',
    });
    await context.close();
  });

  it('[FLOW] ties errors to their fields, announces them, keeps Next disabled until valid and masks the tax id', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    ]);
    expect(await focusedText(page)).toBe(`H1:${stepDrivers.SSN_TAX_ID.heading}`);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const ssn = page.getByLabel('Social Security number (SSN)');
    expect(await next.isDisabled()).toBe(true);

    await ssn.fill('1234');
    expect(await ssn.inputValue()).toBe('123-4');
    await ssn.blur();
    const error = page.getByRole('alert').filter({ hasText: 'Please enter a valid SSN.' });
    await expect.poll(() => error.count()).toBe(1);
    expect(await ssn.getAttribute('aria-invalid')).toBe('true');
    const errorId = await error.getAttribute('id');
    expect((await ssn.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
    expect(await next.isDisabled()).toBe(true);
    await checkScreen(page, {
      id: 'behaviour-field-error',
      title: 'A field error',
      group: 'Behaviours',
      order: 1,
      description:
        'docs/spec.md §5 message next to the field, announced, tied by aria-describedby; Next stays disabled.',
    });

    await ssn.fill('123456789');
    expect(await ssn.inputValue()).toBe('123-45-6789');
    await ssn.blur();
    expect(await ssn.inputValue()).toBe('•••-••-6789');
    await expect.poll(() => next.isEnabled()).toBe(true);
    expect(await ssn.getAttribute('aria-invalid')).toBeNull();
    await ssn.focus();
    expect(await ssn.inputValue()).toBe('123-45-6789');
    await context.close();
  });

  it('[FLOW] asks for a US state and zip, or a province and postal code elsewhere (docs/spec.md §2 display rules)', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: true }, next: 'INTL_MOI_TYPE' },
      { step: 'INTL_MOI_TYPE', values: { methodOfInvestment: 'direct' }, next: 'INTL_TAX_ID' },
      { step: 'INTL_TAX_ID', values: answers.intlTaxId, next: 'NAME_PHONE' },
      { step: 'NAME_PHONE', values: answers.namePhone, next: 'INTL_RESIDENCE_ADDRESS' },
    ]);
    const country = page.getByLabel('Country');
    await country.selectOption({ label: 'United States' });
    expect(await page.getByLabel('City', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('State', { exact: true }).evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await page.getByLabel('Zip/Postal Code').count()).toBe(1);
    expect(await page.getByLabel('City/District').count()).toBe(0);

    await country.selectOption({ label: 'Germany' });
    expect(await page.getByLabel('City/District').count()).toBe(1);
    expect(await page.getByLabel(/^State\/Province\/Region/).evaluate((el) => el.tagName)).toBe('INPUT');
    expect(await page.getByLabel(/^Postal Code/).count()).toBe(1);
    expect(await page.getByLabel('State', { exact: true }).count()).toBe(0);
    await answerSteps(page, [
      { step: 'INTL_RESIDENCE_ADDRESS', values: { residenceAddress: address.GB }, next: 'INTL_INVESTMENT_ADDRESS' },
    ]);
    await context.close();
  });

  it('[FLOW] goes to the current step when the URL names another, and Previous from the first question leaves to the fund’s data room', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [{ step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' }]);

    await page.goto(`/fund/income-bond-2026/invest/is-accredited/${transactionId}`);
    await page.waitForURL(new RegExp(`/invest/intl-check/${transactionId}$`));
    await stepDrivers.INTL_INVESTOR.expectScreen(page);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026/data-room');
    await page.getByRole('heading', { name: 'Data room', level: 1 }).waitFor();
    await context.close();
  });

  it('[FLOW] lets a Louisiana joint tenant go back from the end screen and choose again', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'jtwros' }, next: 'PRIMARY_TAX_ID' },
      { step: 'PRIMARY_TAX_ID', values: answers.ssn, next: 'NAME_PHONE' },
      { step: 'NAME_PHONE', values: answers.namePhone, next: 'RESIDENCE_ADDRESS' },
      { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.LA }, next: 'INVALID_JTWROS_INVESTOR_STATUS' },
    ]);
    await page.getByRole('button', { name: 'Go back and choose another method' }).click();
    await page.waitForURL(/\/invest\/residential-address\//);
    await stepDrivers.RESIDENCE_ADDRESS.expectScreen(page);
    await context.close();
  });

  it('[FLOW] sends an unknown transaction to the fund page with a flash', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await page.goto('/fund/income-bond-2026/invest/initial/00000000-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'We could not find that investment' }).count())
      .toBe(1);
    await context.close();
  });

  it('[FLOW] keeps Next disabled while the answer is being sent', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/submit-step', async (route) => {
      await held;
      await route.continue();
    });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await expect.poll(() => next.getAttribute('aria-busy')).toBe('true');
    expect(await next.isDisabled()).toBe(true);
    release();
    await page.waitForURL(/\/invest\/intl-check\//);
    await context.close();
  });

  it('[FLOW] scrolls to and highlights the transaction named in the summary URL', async () => {
    const { page, context } = await newVisitor(browser);
    await signUpInvestor(context);
    const first = await startInvestment(page, 'income-bond-2026', 1_000);
    await startInvestment(page, 'venture-fund-iv', 25_000);
    await page.goto(`/investment-summary#${first}`);
    const item = page.locator(`[id="${first}"]`);
    await item.waitFor();
    await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(first);
    await expect.poll(() => item.textContent()).toContain('Income Bond 2026');
    await context.close();
  });
});
