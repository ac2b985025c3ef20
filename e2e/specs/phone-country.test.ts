// docs/spec.md §5 'Phone must parse as a valid number for its country (default US)': the country is chosen beside the number,
// the number typed as it is written in that country, and the portal stores it in international form; back on the
// step, the country is preselected from the stored number, in the server's HTML and in the browser alike.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import { answerSteps, NEW_YORK_INDIVIDUAL_TO_SIGNING, startInvestment } from '../drivers/start-investment';
import { pressNext, stepDrivers } from '../drivers/step-drivers';
import { expectNoAxeViolations } from '../support/a11y';
import { connectBrowser, newVisitor, signUpInvestor } from '../support/session';

const PHONE_MESSAGE = 'Please enter a valid phone number.';

const countryOf = (page: Page) => page.getByLabel('Country', { exact: true });
const numberOf = (page: Page) => page.getByLabel('Mobile phone', { exact: true });
const chosenCountry = (page: Page) => countryOf(page).locator('option:checked').textContent();

const storedValues = async (context: BrowserContext, transactionId: string): Promise<FlowValues> => {
  const answer = await context.request.get(`/api/user-investments?transactionIntegrationId=${transactionId}`);
  const { transactions } = (await answer.json()) as { transactions: { integrationId: string; values: FlowValues }[] };
  const found = transactions.find((t) => t.integrationId === transactionId);
  if (!found) throw new Error(`No transaction ${transactionId}`);
  return found.values;
};

/** The number field's error, as a screen reader reaches it: through the field's aria-describedby. */
const describedError = (page: Page) =>
  numberOf(page).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el) => el?.getAttribute('role') === 'alert')
      .map((el) => el?.textContent ?? '')
      .join(''),
  );

describe('[FLOW] a phone number beside its country', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[FLOW] takes a UK number typed beside United Kingdom, stores it in international form and preselects the country on the way back', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context, 'Ada', 'Lovelace');
    const transactionId = await startInvestment(page, 'venture-fund-iv', 50_000);
    await answerSteps(page, NEW_YORK_INDIVIDUAL_TO_SIGNING.slice(0, 4));
    await stepDrivers.NAME_PHONE.expectScreen(page);

    // The default country, United States, listed by name with its calling code.
    expect(await countryOf(page).inputValue()).toBe('US');
    expect(await chosenCountry(page)).toBe('United States (+1)');
    await stepDrivers.NAME_PHONE.answer(page, { legalFirstName: 'Ada', legalLastName: 'Lovelace' });

    // A London number is not a US number: the message is tied to the number field and Next stays disabled.
    await numberOf(page).fill('020 7946 0958');
    await numberOf(page).blur();
    await expect.poll(() => describedError(page)).toBe(`Error: ${PHONE_MESSAGE}`);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isEnabled()).toBe(false);

    // The country is reached from the keyboard and chosen there; the number is then valid.
    await countryOf(page).focus();
    await page.keyboard.type('United Kingdom');
    await expect.poll(() => countryOf(page).inputValue()).toBe('GB');
    expect(await chosenCountry(page)).toBe('United Kingdom (+44)');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-mobilePhone');
    await expect.poll(() => describedError(page)).toBe('');
    await expectNoAxeViolations(page, 'Your name and phone number, a UK number');

    await pressNext(page, 'RESIDENCE_ADDRESS');
    expect((await storedValues(context, transactionId)).mobilePhone).toBe('+44 20 7946 0958');

    // Previous: the country of the stored number is preselected, the number shown as it is written there.
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForURL(/\/invest\/name-and-phone\//);
    await stepDrivers.NAME_PHONE.expectScreen(page);
    expect(await countryOf(page).inputValue()).toBe('GB');
    expect(await numberOf(page).inputValue()).toBe('020 7946 0958');

    // The same screen drawn by the server and taken over by the browser (a mismatch fails the spec).
    await page.goto(page.url());
    expect(await countryOf(page).inputValue()).toBe('GB');
    expect(await chosenCountry(page)).toBe('United Kingdom (+44)');
    expect(await numberOf(page).inputValue()).toBe('020 7946 0958');
    await expectNoAxeViolations(page, 'Your name and phone number, drawn by the server with a UK number');

    // A number typed with its country code keeps it, whatever the country chosen.
    await numberOf(page).fill('+33 6 12 34 56 78');
    await pressNext(page, 'RESIDENCE_ADDRESS');
    expect((await storedValues(context, transactionId)).mobilePhone).toBe('+33 6 12 34 56 78');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.waitForURL(/\/invest\/name-and-phone\//);
    await stepDrivers.NAME_PHONE.expectScreen(page);
    expect(await chosenCountry(page)).toBe('France (+33)');
    expect(await numberOf(page).inputValue()).toBe('06 12 34 56 78');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
