// Issue 'The back office', in Chromium: the demo admin creates a fund, an investor subscribes and signs, the admin
// approves, countersigns and exports; acting as the investor shows on their activity page; the audit chain verifies.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, answers } from '../../model-tests/fixtures/values';
import type { SigningView } from '../../src/shared/api/signing';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { expectNoAxeViolations } from '../support/a11y';
import { connectBrowser, DEMO, logInAs, newVisitor, signUpInvestor } from '../support/session';

const SSN_DIGITS = '123456789';
const slug = `e2e-fund-${Date.now().toString(36)}`;

/** The admin fills the whole form as a new user would, dates in US Eastern time. */
const createFund = async (page: Page): Promise<void> => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'New fund' }).click();
  await page.waitForURL('**/admin/funds/new');
  await page.getByLabel('Name', { exact: true }).fill('Back Office Venture Fund');
  await page.getByLabel('Legal name').fill('Back Office Venture Fund, L.P.');
  await page.getByLabel('Web address').fill(slug);
  await page.getByLabel('Fund code').fill('BOVF');
  await page.getByLabel('Carry type').fill('Deal Carry');
  await page.getByLabel('Minimum investment (USD)').fill('25,000');
  await page.getByLabel('Maximum investment (USD)').fill('2,000,000');
  await page.getByLabel('Opens').fill('2020-01-02T09:00');
  await page.getByLabel('Ends').fill('2098-12-31T17:00');
  await page.getByLabel('Closes').fill('2099-12-31T17:00');
  await expect.poll(() => page.getByText('With these settings the fund is now').textContent()).toContain('Open');
  await expectNoAxeViolations(page, 'Back office: new fund');
  await page.getByRole('button', { name: 'Create fund' }).click();
  await page.waitForURL(`**/admin/funds/${slug}/edit`);
  await page.getByText('The fund is created.').waitFor();
};

/** The investor answers the wizard in the browser and signs through the signing API of their own session. */
const subscribeAndSign = async (page: Page, context: BrowserContext): Promise<string> => {
  const transactionId = await startInvestment(page, slug, 50_000);
  await answerSteps(page, [
    { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
    { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
    { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    { step: 'SSN_TAX_ID', values: answers.ssn, next: 'NAME_PHONE' },
    { step: 'NAME_PHONE', values: answers.namePhone, next: 'RESIDENCE_ADDRESS' },
    { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.NY }, next: 'INVESTMENT_ADDRESS' },
    { step: 'INVESTMENT_ADDRESS', values: answers.sameInvestmentAddress, next: 'PROMOTED_INTEREST' },
    { step: 'PROMOTED_INTEREST', values: answers.agreePromotedInterest, next: 'QUALIFIED_PURCHASER' },
    { step: 'QUALIFIED_PURCHASER', values: answers.notQualifiedPurchaser, next: 'ACCREDITED_INVESTOR' },
    { step: 'ACCREDITED_INVESTOR', values: answers.accredited, next: 'DOCUMENT_SIGNED' },
  ]);
  const body = { transactionIntegrationId: transactionId };
  const view = (await (await context.request.post('/api/signing/session', { data: body })).json()) as SigningView;
  const consent = { ...body, disclosureSha256: view.disclosure.sha256 };
  expect((await context.request.post('/api/signing/consent', { data: consent })).status()).toBe(200);
  const signature = { kind: 'typed', text: 'Ada Lovelace' };
  const signed = await context.request.post('/api/signing/sign', { data: { ...body, intentToSign: true, signature } });
  expect(signed.status()).toBe(200);
  return transactionId;
};

const openTransaction = async (page: Page, transactionId: string): Promise<void> => {
  await page.goto(`/admin/funds/${slug}`);
  const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await row.waitFor();
  expect(await row.textContent()).toContain('All 1 signed');
  await expectNoAxeViolations(page, 'Back office: pipeline');
  await row.getByRole('link', { name: 'Ada Lovelace' }).click();
  await page.waitForURL(`**/admin/transactions/${transactionId}`);
  await page.getByRole('heading', { name: 'Decision' }).waitFor();
};

const hrefOf = async (page: Page, name: string): Promise<string> => {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  if (!href) throw new Error(`No link '${name}'`);
  return href;
};

describe('[ADMIN] the back office', () => {
  let browser: Browser;
  let admin: { page: Page; context: BrowserContext };
  let investor: { page: Page; context: BrowserContext };
  let transactionId: string;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await newVisitor(browser);
    await logInAs(admin.context, DEMO.admin, DEMO.adminPassword);
    investor = await newVisitor(browser);
    await signUpInvestor(investor.context);
  });

  afterAll(async () => {
    await admin?.context.close();
    await investor?.context.close();
    await browser?.close();
  });

  it('[ADMIN] keeps investors out of the back office', async () => {
    const response = await investor.context.request.get('/api/admin/funds');
    expect(response.status()).toBe(403);
    await investor.page.goto('/admin');
    await investor.page.getByText('This page is for administrators.').waitFor();
  });

  it('[ADMIN] creates a fund, watches the subscription arrive, approves it and exports CSV and signed PDFs', async () => {
    const { page, context } = admin;
    await createFund(page);
    transactionId = await subscribeAndSign(investor.page, investor.context);
    await openTransaction(page, transactionId);
    expect(await page.content()).not.toContain(SSN_DIGITS);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved; the investor was told by e-mail.').waitFor();
    await expectNoAxeViolations(page, 'Back office: transaction');

    await page.goto(`/admin/funds/${slug}`);
    const csv = await (await context.request.get(await hrefOf(page, 'Download CSV'))).text();
    expect(csv).toContain('•••-••-6789');
    expect(csv).not.toContain(SSN_DIGITS);
    await page.getByRole('button', { name: 'CSV with full tax ids…' }).click();
    const full = await context.request.get(await hrefOf(page, 'Download with full tax ids'));
    expect(await full.text()).toContain(SSN_DIGITS);
    const zip = await context.request.get(await hrefOf(page, 'Download signed agreements (ZIP)'));
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  });

  it("[ADMIN] acts as the investor read-only, which the investor's activity page shows", async () => {
    const { page, context } = admin;
    await page.goto(`/admin/transactions/${transactionId}`);
    await page.getByRole('button', { name: 'Act as Ada Lovelace' }).click();
    await page.waitForURL('**/investment-summary');
    expect(await page.getByRole('note').textContent()).toBe(`Logged in as admin: ${DEMO.admin}`);
    const write = await context.request.post('/api/update-investment', {
      data: { transactionIntegrationId: transactionId, amount: 3_000_000 },
    });
    expect(write.status()).toBe(403);
    expect((await context.request.post('/api/admin/impersonate/stop', { data: {} })).status()).toBe(200);

    await investor.page.goto('/account/activity');
    await investor.page.getByText('An administrator opened your account to view it.').waitFor();
    await expectNoAxeViolations(investor.page, 'Account activity');
  });

  it('[ADMIN] verifies the audit chain', async () => {
    const { page } = admin;
    await page.goto('/admin/audit');
    await page.getByRole('button', { name: 'Verify the chain' }).click();
    await page.getByText(/The audit log is intact/).waitFor();
    expect(await page.getByRole('cell', { name: 'transaction.approved' }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'Back office: audit log');
  });
});
