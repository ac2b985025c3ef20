// The identity-check steps in the browser (docs/kyc.md 'In the wizard'): on the demo fund that runs identity checks, an
// LLC names its two beneficial owners and its control person at phone width, by keyboard alone, with the owners'
// shares checked together and the error tied to its field; axe finds nothing, and the investor goes on to signing.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, answers } from '../../model-tests/fixtures/values';
import { STEP_IDS } from '../../src/shared/domain/steps';
import { BENEFICIAL_OWNERS_MESSAGES } from '../../src/shared/schemas/beneficial-owners.schema';
import { labelled } from '../drivers/field-fillers';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, newVisitor, PHONE, signUpInvestor } from '../support/session';

const IDENTITY_CHECKS_FUND = 'growth-equity-raise';

const focusedText = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);

/** Focus the field by its label and type, as a keyboard user does. */
const type = async (page: Page, label: string, text: string): Promise<Locator> => {
  const field = page.getByLabel(labelled(label));
  await field.focus();
  await page.keyboard.type(text);
  return field;
};

/** A closed select, focused, takes the first letters of an option (type-ahead), as a keyboard user does. */
const pick = async (page: Page, label: string, option: string): Promise<void> => {
  const select = page.getByLabel(labelled(label));
  await select.focus();
  await page.keyboard.type(option);
  const chosen = () => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent);
  await expect.poll(chosen).toBe(option);
};

/** A radio group: its first radio focused and taken with Space, then the arrow keys down to the answer. */
const chooseRadio = async (page: Page, group: string, option: string): Promise<void> => {
  const radios = page.getByRole('radiogroup', { name: group }).getByRole('radio');
  const target = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });
  await radios.first().focus();
  await page.keyboard.press('Space');
  const count = await radios.count();
  for (let i = 0; i < count && !(await target.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  expect(await target.isChecked()).toBe(true);
};

const person = async (
  page: Page,
  who: string,
  { name, birth, street, city, state, zip }: Record<'name' | 'birth' | 'street' | 'city' | 'state' | 'zip', string>,
): Promise<void> => {
  await type(page, `Legal name (${who})`, name);
  await type(page, `Date of birth (${who})`, birth);
  await pick(page, `Country (${who})`, 'United States');
  await type(page, `Street address (${who})`, street);
  await type(page, `City (${who})`, city);
  await pick(page, `State (${who})`, state);
  await type(page, `Zip/Postal Code (${who})`, zip);
};

/** The first owner, who is also the control person. */
const ADA = {
  name: 'Ada Lovelace',
  birth: '1980-04-23',
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'New York',
  zip: '10118',
};

describe('[FLOW] the identity-check steps', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[FLOW] takes an entity’s beneficial owners and control person by keyboard at phone width', async () => {
    const { page, context, pageErrors } = await newVisitor(browser, { viewport: PHONE });
    await signUpInvestor(context, 'Ada', 'Lovelace');
    await startInvestment(page, IDENTITY_CHECKS_FUND, 10_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'entity' }, next: 'ENTITY_TAX_ID' },
      { step: 'ENTITY_TAX_ID', values: answers.entity, next: 'NAME_PHONE' },
      { step: 'NAME_PHONE', values: answers.namePhone, next: 'RESIDENCE_ADDRESS' },
      { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.NY }, next: 'INVESTMENT_ADDRESS' },
      { step: 'INVESTMENT_ADDRESS', values: answers.sameInvestmentAddress, next: 'BENEFICIAL_OWNERS' },
    ]);
    expect(await focusedText(page)).toBe('H1:Owners and control person');
    // Nobody's questions until the investor says how many owners there are.
    expect(await page.getByLabel(labelled('Legal name (owner 1)')).count()).toBe(0);

    await chooseRadio(page, 'How many people own 25 % or more of it?', 'Two people');
    expect(await page.getByLabel(labelled('Legal name (owner 3)')).count()).toBe(0);

    await person(page, 'owner 1', ADA);
    await chooseRadio(page, 'Identity number (owner 1)', 'US Social Security number');
    await type(page, 'Social Security number (owner 1)', '123456780');
    await type(page, 'Percentage owned (owner 1)', '60');

    await person(page, 'owner 2', {
      name: 'Mary Somerville',
      birth: '1975-12-26',
      street: '1 Market Street',
      city: 'San Francisco',
      state: 'California',
      zip: '94105',
    });
    await chooseRadio(page, 'Identity number (owner 2)', 'Passport');
    await type(page, 'Passport number (owner 2)', 'GB1234567');
    await pick(page, 'Passport country (owner 2)', 'United Kingdom');
    // Shares that come to more than the whole: the error is announced and tied to the last owner's share.
    const share = await type(page, 'Percentage owned (owner 2)', '50');
    await page.keyboard.press('Tab');
    const error = page.getByRole('alert').filter({ hasText: BENEFICIAL_OWNERS_MESSAGES.total });
    await expect.poll(() => error.count()).toBe(1);
    expect(await share.getAttribute('aria-invalid')).toBe('true');
    expect((await share.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));
    await share.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await expect.poll(() => error.count()).toBe(0);

    await person(page, 'control person', ADA);
    await type(page, 'Title or role (control person)', 'Managing member');
    await chooseRadio(page, 'Identity number (control person)', 'US Social Security number');
    await type(page, 'Social Security number (control person)', '123456780');

    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, {
      id: 'step-beneficial-owners-two-owners',
      title: 'Owners and control person (two owners, by keyboard)',
      group: 'Wizard step 3',
      order: STEP_IDS.indexOf('BENEFICIAL_OWNERS'),
      description:
        'BENEFICIAL_OWNERS · /beneficial-owners — a fund that runs identity checks: an LLC names the two people who own 25 % or more and its control person; the numbers are sealed and shown masked.',
    });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/invest\/document-signed\//, { timeout: 15_000 });
    await expect.poll(() => focusedText(page)).toMatch(/^H1:/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
