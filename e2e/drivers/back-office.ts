// The back office's specs in Chromium: an admin creates a fund through its form, an investor answers the wizard in
// the browser and signs through the signing API of their own session, and links read off a page.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SigningView } from '../../src/shared/api/signing';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { type Answer, answerSteps, NEW_YORK_INDIVIDUAL_TO_SIGNING, startInvestment } from './start-investment';

export type NewFund = { slug: string; name: string; legalName: string };

/** The admin fills the whole form as a new user would, dates in US Eastern time. */
export const createFund = async (page: Page, { slug, name, legalName }: NewFund): Promise<void> => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'New fund' }).click();
  await page.waitForURL('**/admin/funds/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Web address').fill(slug);
  await page.getByLabel('Fund code').fill('BOVF');
  await page.getByLabel('Fund type').selectOption({ label: 'Flagship fund' });
  await page.getByLabel('Carry', { exact: true }).selectOption({
    label: 'Carry on each deal (promoted interest)',
  });
  await page.getByLabel('Minimum investment (USD)').fill('25,000');
  await page.getByLabel('Maximum investment (USD)').fill('2,000,000');
  await page.getByLabel('Subscriptions open').fill('2020-01-02T09:00');
  await page.getByLabel('Subscriptions end').fill('2098-12-31T17:00');
  await page.getByLabel('Fund closes').fill('2099-12-31T17:00');
  await expect.poll(() => page.getByText('With these settings the fund is now').textContent()).toContain('Open');
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, {
    id: 'admin-fund-editor',
    title: 'Back office: a new fund',
    group: 'Back office',
    order: 15,
    description:
      'The fund form in plain words: named fund types, the carry as a choice, one set of dates in order with what each does.',
  });
  await page.getByRole('button', { name: 'Create fund' }).click();
  await page.waitForURL(`**/admin/funds/${slug}/edit`);
  await page.getByText('The fund is created.').waitFor();
};

/**
 * A US individual in New York on the fund, through the wizard, who signs (no co-signer): the agreement is sealed.
 * `names`: the legal name given instead of Ada Lovelace's.
 */
export const subscribeAndSign = async (
  page: Page,
  context: BrowserContext,
  slug: string,
  names?: { legalFirstName: string; legalLastName: string },
  /** The identity details, when the fund runs identity checks (the step then comes before signing). */
  identity?: Partial<FlowValues>,
): Promise<string> => {
  const transactionId = await startInvestment(page, slug, 50_000);
  const answers: Answer[] = NEW_YORK_INDIVIDUAL_TO_SIGNING.map((answer) =>
    names && answer.step === 'NAME_PHONE' ? { ...answer, values: { ...answer.values, ...names } } : answer,
  );
  const last = answers.at(-1);
  if (identity && last) {
    answers.splice(
      -1,
      1,
      { ...last, next: 'IDENTITY_DETAILS' },
      {
        step: 'IDENTITY_DETAILS',
        values: identity,
        next: 'DOCUMENT_SIGNED',
      },
    );
  }
  await answerSteps(page, answers);
  const body = { transactionIntegrationId: transactionId };
  const view = (await (await context.request.post('/api/signing/session', { data: body })).json()) as SigningView;
  const consent = { ...body, disclosureSha256: view.disclosure.sha256, hasReceivedDocuments: true };
  expect((await context.request.post('/api/signing/consent', { data: consent })).status()).toBe(200);
  const signature = { kind: 'typed', text: names ? `${names.legalFirstName} ${names.legalLastName}` : 'Ada Lovelace' };
  const signed = await context.request.post('/api/signing/sign', { data: { ...body, intentToSign: true, signature } });
  expect(signed.status()).toBe(200);
  return transactionId;
};

/** The pipeline, where the investor's row shows, then their transaction's page. */
export const openTransaction = async (page: Page, slug: string, transactionId: string): Promise<void> => {
  await page.goto(`/admin/funds/${slug}`);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await row.waitFor();
  expect(await row.textContent()).toContain('All 1 signed');
  await expectNoAxeViolations(page, 'Back office: pipeline');
  await row.getByRole('link', { name: 'Ada Lovelace' }).click();
  await page.waitForURL(`**/admin/transactions/${transactionId}`);
  await page.getByRole('heading', { name: 'Decision' }).waitFor();
};

export const hrefOf = async (page: Page, name: string): Promise<string> => {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  if (!href) throw new Error(`No link '${name}'`);
  return href;
};
