// A fund's dashboard and its funnel on the investment flow, in Chromium (docs/admin.md 'Fund dashboard', 'Funnel'):
// three investors start on a new fund through the API (one goes back a step), and the admin opens the dashboard from
// the funds list and the funnel from the dashboard, reads the numbers, changes the range with the form, and sees both
// pages drawn on the server; the funnel leads with the lifecycle's stages, the flow's graph on a second tab; axe and
// screenshots at desktop and phone width.
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validFundInput } from '../../src/server/features/back-office/testing/fund-input';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { baseUrl, newVisitor, signUpInvestor, useAdminAndInvestor } from '../support/session';

const slug = `e2e-ops-${Date.now().toString(36)}`;
const FUND_NAME = 'Operations Growth Fund';

const fundInput = validFundInput({
  slug,
  code: 'OGF',
  name: FUND_NAME,
  legalName: 'Operations Growth Fund, L.P.',
  commitmentDeadline: '12/15/2099 05:00 pm',
  targetAmount: 100_000_000,
});

const ok = async (
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<Record<string, unknown>> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

/** An investor who commits `amount` cents and answers the first steps; `isGoingBack`: then Previous once. */
const startInvestor = async (
  browser: Parameters<typeof newVisitor>[0],
  amount: number,
  steps: number,
  isGoingBack = false,
) => {
  const { context } = await newVisitor(browser);
  await signUpInvestor(context);
  const { request } = context;
  await ok(await request.post('/api/create-user-portfolio', { data: { portalFundSlug: slug } }), 'Portfolio');
  const started = await ok(await request.post('/api/submit-step', { data: { portalFundSlug: slug } }), 'Start');
  const transactionIntegrationId = started.transactionIntegrationId as string;
  await ok(await request.post('/api/update-investment', { data: { transactionIntegrationId, amount } }), 'Amount');
  const answers = [
    ['INITIAL', {}],
    ['INTL_INVESTOR', { isGlobalInvestor: false }],
  ] as const;
  for (const [currentStep, values] of answers.slice(0, steps)) {
    await ok(
      await request.post('/api/submit-step', { data: { transactionIntegrationId, currentStep, values } }),
      currentStep,
    );
  }
  if (isGoingBack) {
    await ok(
      await request.post('/api/previous-step', { data: { transactionIntegrationId, currentStep: 'MOI_TYPE' } }),
      'Previous',
    );
  }
  await context.close();
};

/** The cells of a table row whose header starts with `name`. */
const rowOf = async (page: Page, table: string, name: RegExp): Promise<string[]> =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .getByRole('cell')
    .allTextContents();

describe('[ADMIN] the fund dashboard and funnel', () => {
  const people = useAdminAndInvestor();

  beforeAll(async () => {
    expect((await people.admin.context.request.post('/api/admin/funds', { data: fundInput })).status()).toBe(201);
    await startInvestor(people.browser, 5_000_000, 2);
    await startInvestor(people.browser, 2_500_000, 2, true);
    await startInvestor(people.browser, 10_000_000, 0);
  });

  it('[ADMIN] opens the dashboard from the funds list and reads totals, statuses, deadlines and days', async () => {
    const { page } = people.admin;
    await page.goto('/admin');
    await page.getByRole('link', { name: `Dashboard of ${FUND_NAME}` }).click();
    await page.waitForURL(`**/admin/funds/${slug}/dashboard`);
    await page.getByRole('heading', { level: 1, name: `${FUND_NAME}: dashboard` }).waitFor();

    const committed = page.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: 'Committed' });
    expect(await committed.textContent()).toContain('$175,000.00');
    expect(await committed.textContent()).toContain('3 subscriptions');
    expect(await page.getByText('Signed $0.00 of the $1,000,000.00 target (0%); committed 17% of it.').count()).toBe(1);
    expect(await rowOf(page, 'Subscriptions by status', /^In progress$/)).toEqual(['3', '$175,000.00']);
    const deadline = page.getByRole('definition').filter({ hasText: 'Dec 15, 2099' });
    expect(await deadline.textContent()).toBe('Dec 15, 2099, 5:00 PM EST');
    expect(await page.getByText('In US Eastern time (America/New_York).').count()).toBe(1);

    // The chart is an image with a title and a description; the table beside it has every day.
    const chart = page.getByRole('img', { name: 'Commitments and signatures per day' });
    expect(await chart.getAttribute('aria-labelledby')).toContain('desc');
    await page.getByText('The figures of each day').click();
    const days = page.getByRole('table', { name: 'Commitments and signatures per day' }).getByRole('row');
    expect(await days.count()).toBe(31);
    expect(await days.last().getByRole('cell').allTextContents()).toEqual(['3', '$175,000.00', '0', '$0.00']);

    await checkScreen(page, {
      id: 'admin-fund-dashboard',
      title: 'Back office: fund dashboard',
      group: 'Back office',
      order: 70,
      description:
        'A fund’s totals against its target, subscriptions by status, deadlines in US Eastern time and commitments and signatures per day.',
    });
  });

  it('[ADMIN] follows the subscriptions on the investment flow’s graph and changes the range', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}/dashboard`);
    await page.getByRole('link', { name: 'Funnel' }).click();
    await page.waitForURL(`**/admin/funds/${slug}/funnel`);
    await page.getByRole('heading', { level: 1, name: `${FUND_NAME}: funnel` }).waitFor();
    expect(await page.getByText(/^3 subscriptions started from/).count()).toBe(1);

    // The lifecycle's stages come first: who reached each, their commitments, and the share lost on the way.
    const stages = 'How far the subscriptions started in the range got';
    expect(await rowOf(page, stages, /^Started$/)).toEqual(['3', '$175,000.00', '—']);
    expect(await rowOf(page, stages, /^Signed by the investor$/)).toEqual(['0', '$0.00', '100 %']);
    expect(await rowOf(page, stages, /^Signed by everyone$/)).toEqual(['0', '$0.00', '—']);
    expect(await page.getByText(/^Declined by the fund: 0/).count()).toBe(1);
    await checkScreen(page, {
      id: 'admin-fund-funnel-stages',
      title: 'Back office: funnel by lifecycle stage',
      group: 'Back office',
      order: 70,
      description:
        'How far the subscriptions started in a range got: each lifecycle stage with its count, commitments and drop-off.',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'Back office: funnel by lifecycle stage, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The flow's steps are the second view; the arrow keys move between the tabs.
    const stagesTab = page.getByRole('tab', { name: 'Lifecycle stages' });
    expect(await stagesTab.getAttribute('aria-selected')).toBe('true');
    await stagesTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/view=steps/);
    await page.getByRole('tab', { name: 'Steps of the flow', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Steps of the flow');
    const states = 'Each state of the investment flow';
    expect((await rowOf(page, states, / INITIAL$/)).slice(0, 3)).toEqual(['3', '1', '0']);
    expect((await rowOf(page, states, / INTL_INVESTOR$/)).slice(0, 3)).toEqual(['2', '1', '0']);
    expect((await rowOf(page, states, / MOI_TYPE$/)).slice(0, 3)).toEqual(['2', '1', '0']);
    const moves = page.getByRole('table', { name: 'Moves between states' }).getByRole('row');
    expect(await moves.filter({ hasText: 'Transition (SUBMIT)' }).count()).toBe(2);
    expect(await moves.filter({ hasText: 'Back (Previous)' }).getByRole('cell').last().textContent()).toBe('1');
    await page.getByRole('img', { name: 'The investment flow with the subscriptions of the range' }).waitFor();

    // The form checks the range as the server does; the error is tied to its field.
    const idle = page.getByLabel('Abandoned after (days)');
    await idle.fill('0');
    await idle.press('Enter');
    await page.getByText('Please enter between 1 and 365 days.').waitFor();
    expect(await idle.getAttribute('aria-invalid')).toBe('true');
    await idle.fill('30');
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/idleDays=30/);
    await page.getByText(/^0 subscriptions started from Jan 1 to Jan 31/).waitFor();
    await page.goBack();
    await page.getByText(/^3 subscriptions started from/).waitFor();

    await checkScreen(page, {
      id: 'admin-fund-funnel',
      title: 'Back office: funnel on the investment flow',
      group: 'Back office',
      order: 71,
      description:
        'Who entered each state of the investment flow, who rests there, the median time there and the transitions taken, drawn on the machine’s own graph.',
    });
  });

  it('[SSR] draws both pages on the server', async () => {
    const withoutScript = await people.browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await people.admin.context.storageState(),
    });
    const page = await withoutScript.newPage();
    await page.goto(`/admin/funds/${slug}/dashboard`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${FUND_NAME}: dashboard`);
    expect(await rowOf(page, 'Subscriptions by status', /^In progress$/)).toEqual(['3', '$175,000.00']);
    await page.goto(`/admin/funds/${slug}/funnel`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${FUND_NAME}: funnel`);
    expect(await rowOf(page, 'How far the subscriptions started in the range got', /^Started$/)).toEqual([
      '3',
      '$175,000.00',
      '—',
    ]);
    await page.goto(`/admin/funds/${slug}/funnel?view=steps`);
    expect((await rowOf(page, 'Each state of the investment flow', / INITIAL$/)).slice(0, 2)).toEqual(['3', '1']);
    await withoutScript.close();
  });
});
