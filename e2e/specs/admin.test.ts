import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createFund, hrefOf, openTransaction, subscribeAndSign } from '../drivers/back-office';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { DEMO, DESKTOP, newVisitor, PHONE, signUpInvestor, useAdminAndInvestor } from '../support/session';
import { codeNow, nextTotpStep } from '../support/two-step';

const SSN_DIGITS = '123456789';
const slug = `e2e-fund-${Date.now().toString(36)}`;
const FUND = { slug, name: 'Back Office Venture Fund', legalName: 'Back Office Venture Fund, L.P.' };

describe('[ADMIN] the back office', () => {
  const people = useAdminAndInvestor();
  let transactionId: string;

  it('[ADMIN] keeps investors out of the back office, and offers them no way in', async () => {
    const response = await people.investor.context.request.get('/api/admin/funds');
    expect(response.status()).toBe(403);
    expect((await people.investor.context.request.get('/api/admin/waiting')).status()).toBe(403);
    const { page } = people.investor;
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.locator('header ul[id]').getByRole('link', { name: 'Settings', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Back office' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByText('This page is for administrators.').waitFor();
    expect(await page.getByText('Waiting for you').count()).toBe(0);
  });

  it('[ADMIN] reaches the back office from the menu on a phone and a desktop, without the investor footer', async () => {
    const { page } = people.admin;
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/investment-summary');
      await page.getByRole('button', { name: /account menu/ }).click();
      // The account menu's panel (the bar's own link is the desktop's other way in).
      await page.locator('header ul[id]').getByRole('link', { name: 'Back office' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: 'Funds', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'Waiting for you' })
        .getByText(/to confirm|to review|Nothing waits/)
        .waitFor();
      expect(await page.getByRole('navigation', { name: 'Helper' }).count()).toBe(0);
      expect(await page.getByText('involve a high degree of risk').count()).toBe(0);
      await expectNoAxeViolations(page, `Back office (${size.width} px)`);
    }
    // On a desktop the way in stands in the bar too, marked as the page one is on.
    const inBar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back office' });
    expect(await inBar.getAttribute('aria-current')).toBe('page');
    await checkScreen(page, {
      id: 'admin-back-office-home',
      title: 'Back office: the way in',
      group: 'Back office',
      order: 0,
      description:
        'The back office is a place of its own: reached from the header and the account menu (admins only), with what waits for the admin under the bar (wire-instruction changes to confirm, verifications to review) and no investor footer.',
    });
  });

  it('[ADMIN] lands an admin in the back office after logging in', async () => {
    const controller = 'controller@investor-portal.local';
    const secret = inject('adminTotpSecrets')[controller];
    if (!secret) throw new Error(`No authenticator secret for ${controller}`);
    const browser = people.browser;
    const { page, context, pageErrors } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(controller);
    await page.getByLabel('Password').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.getByLabel('Authentication code').fill(await codeNow(secret));
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      const landed = await page
        .waitForURL((url) => url.pathname === '/admin', { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (landed) break;
      // Another spec's login of this admin used this step's code: the next one.
      await nextTotpStep();
    }
    await page.getByRole('navigation', { name: 'Waiting for you' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[ADMIN] creates a fund, watches the subscription arrive, approves it and exports CSV and signed PDFs', async () => {
    const { page, context } = people.admin;
    await createFund(page, FUND);
    transactionId = await subscribeAndSign(people.investor.page, people.investor.context, slug);
    await openTransaction(page, slug, transactionId);
    expect(await page.content()).not.toContain(SSN_DIGITS);
    await page.getByRole('button', { name: 'Approve…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this subscription' });
    await confirm.getByText(/An e-mail goes to .* at /).waitFor();
    await confirm.getByRole('button', { name: 'Approve and tell the investor' }).click();
    await page.getByText('Approved; the investor was told by e-mail.').waitFor();
    await expectNoAxeViolations(page, 'Back office: transaction');

    await page.goto(`/admin/funds/${slug}`);
    const csv = await (await context.request.get(await hrefOf(page, 'Download CSV'))).text();
    expect(csv).toContain('•••-••-6789');
    expect(csv).not.toContain(SSN_DIGITS);
    await page.getByRole('button', { name: 'CSV with full Tax IDs…' }).click();
    // The download goes through the page, which asks for the password again once the login is over ten minutes old.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download with full Tax IDs' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-full-tax-ids\.csv$/);
    // The browser runs apart from the spec: the file is copied over.
    const saved = join(mkdtempSync(join(tmpdir(), 'admin-export-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8')).toContain(SSN_DIGITS);
    // The ZIP holds W-9s with full tax ids: it too goes through the page and its step-up.
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download signed agreements (ZIP)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toMatch(/-signed-agreements-.*\.zip$/);
    const savedZip = join(mkdtempSync(join(tmpdir(), 'admin-export-')), zipDownload.suggestedFilename());
    await zipDownload.saveAs(savedZip);
    expect(readFileSync(savedZip).subarray(0, 2).toString()).toBe('PK');
  });

  it('[ADMIN] screens a subscriber of a fund that runs identity checks, and clears the possible match by keyboard', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}/edit`);
    await page.getByLabel('Identity checks').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The fund is saved.').waitFor();
    // The demo's sample list holds an (invented) Ivan Sergeyevich Petrovsky.
    const screened = await newVisitor(people.browser);
    await signUpInvestor(screened.context, 'Ivan', 'Petrovsky');
    const names = { legalFirstName: 'Ivan', legalLastName: 'Petrovsky' };
    // The investor gives the entry's date of birth on the identity-details step the fund now asks.
    const screenedId = await subscribeAndSign(screened.page, screened.context, slug, names, {
      dateOfBirth: '1968-03-14',
      isPoliticallyExposed: false,
    });
    // What the investor reads of it names no list.
    const own = await (await screened.context.request.get('/api/user-investments')).text();
    expect(own).not.toMatch(/sanction|opensanctions|Sergeyevich/i);
    await screened.page.goto('/investment-summary');
    await screened.page.getByText('Signed; identity checks in progress').waitFor();
    await screened.context.close();

    const title = 'Ivan Petrovsky and Ivan Sergeyevich Petrovsky: 100%';
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/admin/screening');
      await page.getByRole('article', { name: title }).waitFor();
      await expectNoAxeViolations(page, `Back office: screening (${size.width} px)`);
    }
    const card = page.getByRole('article', { name: title });
    expect(await card.textContent()).toContain('date of birth matches (1968-03-14)');
    await checkScreen(page, {
      id: 'admin-screening-queue',
      title: 'Back office: screening',
      group: 'Back office',
      order: 62,
      description:
        'Identity checks: each possible match with whom it is about, the list entry and its list and version, the score and why; cleared or confirmed with a note.',
    });
    const approve = await people.admin.context.request.post(`/api/admin/transactions/${screenedId}/approve`, {
      data: {},
    });
    expect(approve.status()).toBe(409);

    await card.getByRole('button', { name: 'Not the person…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clear: Ivan Petrovsky is not Ivan Sergeyevich Petrovsky' });
    const note = dialog.getByLabel(/^Note/);
    await note.focus();
    await page.keyboard.type('Different person: US-born, date of birth 1990.');
    expect(await note.inputValue()).toBe('Different person: US-born, date of birth 1990.');
    await dialog.getByRole('button', { name: 'Clear the match' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Cleared: Ivan Petrovsky is not Ivan Sergeyevich Petrovsky.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Cleared: Ivan Petrovsky');
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);
  });

  it("[ADMIN] acts as the investor read-only, which the investor's activity page shows", async () => {
    const { page, context } = people.admin;
    await page.goto(`/admin/transactions/${transactionId}`);
    await page.getByRole('button', { name: 'Act as Ada Lovelace' }).click();
    await page.waitForURL('**/investment-summary');
    expect(await page.getByRole('note').textContent()).toBe(`Logged in as admin: ${DEMO.admin}`);
    const write = await context.request.post('/api/update-investment', {
      data: { transactionIntegrationId: transactionId, amount: 3_000_000 },
    });
    expect(write.status()).toBe(403);
    expect((await context.request.post('/api/admin/impersonate/stop', { data: {} })).status()).toBe(200);

    await people.investor.page.goto('/account/activity');
    await people.investor.page.getByText('An administrator opened your account to view it.').waitFor();
    await expectNoAxeViolations(people.investor.page, 'Account activity');
  });

  it('[ADMIN] verifies the audit chain', async () => {
    const { page } = people.admin;
    await page.goto('/admin/audit');
    await page.getByRole('button', { name: 'Verify the chain' }).click();
    await page.getByText(/The audit log is intact/).waitFor();
    expect(await page.getByRole('cell', { name: 'transaction.approved' }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'Back office: audit log');
  });
});
