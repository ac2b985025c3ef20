// Keyboard only (issue: 'keyboard-only use'): from the fund page through the first steps without a pointer, with
// focus on each new step's heading.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepDrivers } from '../drivers/step-drivers';
import { axeViolations, expectNoAxeViolations } from '../support/a11y';
import { connectBrowser, newVisitor, signUpInvestor } from '../support/session';

/** The focused element as a person hears it: its role-ish tag and its label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}${input.type ? `[${input.type}]` : ''}:${label.trim()}`;
  });

/** Presses Tab until the focused element matches, as a keyboard user would. */
const tabTo = async (page: Page, target: RegExp, maxPresses = 40): Promise<void> => {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (target.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${target}; last focus: ${await focused(page)}`);
};

const expectStep = async (page: Page, slug: string, step: keyof typeof stepDrivers) => {
  await page.waitForURL(new RegExp(`/invest/${slug}/`));
  await stepDrivers[step].expectScreen(page);
  await expect.poll(() => focused(page)).toBe(`h1:${stepDrivers[step].heading}`);
};

describe('[A11Y] keyboard only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[A11Y] invests and answers the first steps with the keyboard alone', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context, 'Alan', 'Turing');
    await page.goto('/fund/income-bond-2026');
    await page.getByRole('heading', { name: 'Income Bond 2026', level: 1 }).waitFor();

    await tabTo(page, /^input\[text\]:Commitment amount \(USD\)$/);
    await page.keyboard.type('1500');
    await tabTo(page, /^button\[button\]:Invest$/);
    await page.keyboard.press('Enter');
    await expectStep(page, 'initial', 'INITIAL');

    await tabTo(page, /^button\[submit\]:Next$/);
    await page.keyboard.press('Enter');
    await expectStep(page, 'intl-check', 'INTL_INVESTOR');

    await tabTo(page, /^input\[radio\]:Yes$/);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('input[radio]:No');
    await tabTo(page, /^button\[submit\]:Next$/);
    await page.keyboard.press('Enter');
    await expectStep(page, 'moi-type', 'MOI_TYPE');

    await tabTo(page, /^input\[radio\]:Individual$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button\[submit\]:Next$/);
    await page.keyboard.press('Enter');
    await expectStep(page, 'ssn-tax-id', 'SSN_TAX_ID');

    await tabTo(page, /^input\[text\]:Social Security number \(SSN\)$/);
    await page.keyboard.type('123456789');
    await tabTo(page, /^button\[submit\]:Next$/);
    await page.keyboard.press('Enter');
    await expectStep(page, 'name-and-phone', 'NAME_PHONE');

    await tabTo(page, /^a:Skip to main content$/, 60);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[A11Y] the axe check every screen passes fails on a field without a label and an image without a text', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'the login page');
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML('beforeend', '<input type="text" id="unlabelled"><img src="/favicon.ico" id="no-text">');
    });
    const violations = (await axeViolations(page)).join('\n');
    expect(violations).toMatch(/^label \(critical\):[^\n]*\n\s+#unlabelled$/m);
    expect(violations).toMatch(/^image-alt \(critical\):[^\n]*\n\s+#no-text$/m);
    await context.close();
  });
});
