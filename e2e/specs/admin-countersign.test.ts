// docs/admin.md 'Decisions', in Chromium: the demo admin creates a fund, an investor subscribes and signs, the admin
// approves and countersigns with their title; the new SHA-256 shown is the one of the PDF downloaded and the seal
// check accepts it; the pipeline and its CSV say countersigned; the investor's summary shows the approval, and
// another investor's shows the reason the fund declined; the pipeline pages a row at a time. axe on every page touched.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../src/server/features/signing/testing/pdfsig';
import type { SigningStatusAnswer, VerifyDocumentAnswer } from '../../src/shared/api/signing';
import { createFund, hrefOf, openTransaction, subscribeAndSign } from '../drivers/back-office';
import { startInvestment } from '../drivers/start-investment';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { DEMO, logInAs, newVisitor, signUpInvestor, useAdminAndInvestor } from '../support/session';

const slug = `e2e-countersign-${Date.now().toString(36)}`;
const FUND = { slug, name: 'Countersign Venture Fund', legalName: 'Countersign Venture Fund, L.P.' };
const REASON = 'The fund is fully subscribed for investors in your state.';

describe('[ADMIN] the fund countersigns', () => {
  const people = useAdminAndInvestor();
  let transactionId: string;

  it('[ADMIN] approves, countersigns with a title and shows the new SHA-256 of the PDF it downloads', async () => {
    const { page, context } = people.admin;
    await createFund(page, FUND);
    transactionId = await subscribeAndSign(people.investor.page, people.investor.context, slug);
    await openTransaction(page, slug, transactionId);
    await page.getByText('The fund countersigns once the subscription is approved').waitFor();
    await page.getByRole('button', { name: 'Approve…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this subscription' });
    await confirm.getByText(/An e-mail goes to .* at /).waitFor();
    await confirm.getByRole('button', { name: 'Approve and tell the investor' }).click();
    await page.getByText('Approved; the investor was told by e-mail.').waitFor();

    const title = page.getByLabel('Signatory title');
    await page.getByRole('button', { name: 'Countersign…' }).click();
    await page.getByText('Please enter your title, as it should appear under your signature.').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'Back office: countersign, title missing');

    await title.fill('General Partner');
    await page.getByRole('button', { name: 'Countersign…' }).click();
    const dialog = page.getByRole('dialog', { name: `Countersign for ${FUND.legalName}` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('the title General Partner');
    await expectNoAxeViolations(page, 'Back office: countersign confirmation');
    await dialog.getByRole('button', { name: 'Countersign the agreement' }).click();
    await page.getByText('Countersigned. The agreement is sealed again with a new SHA-256.').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    const result = page.getByRole('region', { name: 'Countersignature' });
    expect(await result.textContent()).toContain(
      `Countersigned for ${FUND.legalName} by Ida Relations, General Partner`,
    );
    const shown = ((await result.textContent()) ?? '').match(/New SHA-256 ([0-9a-f]{64})/)?.[1];
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByRole('row', { name: /Fund: Ida Relations, General Partner/ }).textContent()).toContain(
      'Countersigned',
    );
    await expectNoAxeViolations(page, 'Back office: countersigned transaction');

    const pdf = await context.request.get(await hrefOf(page, 'Download the countersigned agreement'));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
    // Both digital signatures, checked by poppler: the signers' seal still valid under the fund's update.
    expect(await pdfsig(bytes)).toMatchObject([
      { fieldName: 'Portal seal', coversWholeFile: false, validation: 'Signature is Valid.' },
      { fieldName: 'Fund countersignature', coversWholeFile: true, validation: 'Signature is Valid.' },
    ]);

    const status = (await (
      await people.investor.context.request.get(`/api/signing/transactions/${transactionId}/status`)
    ).json()) as SigningStatusAnswer;
    const check = await people.investor.context.request.post('/api/signing/verify', {
      data: { envelopeId: status.envelopeId, pdfBase64: bytes.toString('base64') },
    });
    expect((await check.json()) as VerifyDocumentAnswer).toMatchObject({ isAltered: false, recordedSha256: shown });
  });

  it('[ADMIN] shows the countersigned state in the pipeline and its CSV', async () => {
    const { page, context } = people.admin;
    await page.goto(`/admin/funds/${slug}`);
    const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Countersigned, awaiting funds');
    await expectNoAxeViolations(page, 'Back office: pipeline with a countersigned subscription');
    const csv = await (await context.request.get(await hrefOf(page, 'Download CSV'))).text();
    const line = csv.split('\r\n').find((l) => l.includes(transactionId)) ?? '';
    expect(line).toContain('"Countersigned, awaiting funds"');
  });

  it('[SUMMARY] shows the investor the approval and the countersignature', async () => {
    const { page } = people.investor;
    await page.goto(`/investment-summary#${transactionId}`);
    const item = page.locator(`[id="${transactionId}"]`);
    await item.getByText('Countersigned, awaiting funds').waitFor();
    await item.getByText(/Countersigned by the fund on/).waitFor();
    await expectNoAxeViolations(page, 'Investment summary: approved and countersigned');
  });

  it('[SUMMARY] shows another investor the day and the reason the fund declined', async () => {
    const declined = await newVisitor(people.browser);
    try {
      await signUpInvestor(declined.context, 'Grace', 'Hopper');
      const declinedId = await startInvestment(declined.page, slug, 30_000);
      await people.admin.page.goto(`/admin/transactions/${declinedId}`);
      await people.admin.page.getByRole('button', { name: 'Reject…' }).click();
      const dialog = people.admin.page.getByRole('dialog', { name: 'Reject this subscription' });
      await dialog.getByLabel('Reason (the investor reads it)').fill(REASON);
      await dialog.getByRole('button', { name: 'Reject and tell the investor' }).click();
      await people.admin.page.getByText('Rejected; the investor was told by e-mail.').waitFor();

      await declined.page.goto(`/investment-summary#${declinedId}`);
      const item = declined.page.locator(`[id="${declinedId}"]`);
      await item.getByText(/^Declined on /).waitFor();
      expect(await item.textContent()).toContain(`The fund’s reason: ${REASON}`);
      expect(await item.getByRole('link', { name: /Continue/ }).count()).toBe(0);
      await expectNoAxeViolations(declined.page, 'Investment summary: declined with a reason');
    } finally {
      await declined.context.close();
    }
  });

  it('[ADMIN] pages the pipeline with Next page and Previous page, the cursor kept in the address', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}?limit=1`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const first = await rows.first().getByRole('link').textContent();
    await page.getByText('1 of 2 subscriptions shown.').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/[?&]after=/);
    await expect.poll(() => rows.first().getByRole('link').textContent()).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'Back office: pipeline, second page');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL(/[?&]before=/);
    await expect.poll(() => rows.first().getByRole('link').textContent()).toBe(first);
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
  });

  it('[ADMIN] publishes wire instructions once a second admin confirms them, and the approved investor reads them', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}/edit`);
    const form = page.getByRole('form', { name: 'New wire instructions' });
    const entries: [string, string][] = [
      ['Bank name', 'First Metropolitan Trust Company'],
      ['Bank address', '1 Market Street, San Francisco, CA 94105'],
      ['Beneficiary (account holder)', FUND.legalName],
      ['Beneficiary address', '350 Fifth Avenue, New York, NY 10118'],
      ['Account number', '000555666777'],
      ['ABA routing number', '0210000'],
    ];
    for (const [label, value] of entries) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Save for confirmation' }).click();
    await form.getByText('An ABA routing number is 9 digits.').waitFor();
    await form.getByLabel('ABA routing number', { exact: true }).fill('021000021');
    await form.getByRole('button', { name: 'Save for confirmation' }).click();
    await page.getByText('Saved. Another admin must confirm the new details').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm these wire instructions' }).count()).toBe(0);
    await checkScreen(page, {
      id: 'admin-wire-pending',
      title: 'Wire instructions waiting for a second admin',
      group: 'Back office',
      order: 20,
      description:
        'The fund edit page: what investors see, the change waiting for confirmation, the form for new details.',
    });

    const investor = people.investor.page;
    await investor.goto(`/investment-summary#${transactionId}`);
    const item = investor.locator(`[id="${transactionId}"]`);
    await item.getByRole('button', { name: 'See wire instructions' }).click();
    await item.getByText(/has not published its wire instructions yet/).waitFor();

    const controller = await newVisitor(people.browser);
    try {
      await logInAs(controller.context, 'controller@investor-portal.local', DEMO.adminPassword);
      // The back office's first page says what waits for a second admin, and leads to it.
      await controller.page.goto('/admin');
      const waiting = controller.page.getByRole('region', { name: 'Wire instructions waiting for a second admin' });
      await waiting.getByText(/entered by admin@investor-portal\.local/).waitFor();
      await checkScreen(controller.page, {
        id: 'admin-funds-wire-waiting',
        title: 'The funds page with wire instructions waiting for a second admin',
        group: 'Back office',
        order: 19,
        description: 'First on the back office’s home: each fund whose new bank details wait for a second admin.',
      });
      await expectNoAxeViolations(controller.page, 'Back office: funds with wire instructions waiting');
      await waiting.getByRole('link', { name: FUND.name }).click();
      await controller.page.waitForURL(`**/admin/funds/${slug}/edit#wire-instructions`);
      await controller.page.getByRole('button', { name: 'Confirm these wire instructions' }).click();
      await controller.page.getByText('Confirmed. Approved investors now see these wire instructions').waitFor();
    } finally {
      await controller.context.close();
    }

    await investor.reload();
    await item.getByRole('button', { name: 'See wire instructions' }).click();
    const wire = item.getByRole('region', { name: `Wire instructions for ${FUND.name}` });
    await wire.waitFor();
    const text = (await wire.textContent()) ?? '';
    expect(text).toContain('000555666777');
    expect(text).toMatch(/SUB-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}/);
    expect(text).toContain('call investor relations at');
    await investor.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(investor, {
      id: 'summary-wire-instructions',
      title: 'Wire instructions for an approved investment',
      group: 'Signing',
      order: 30,
      description:
        'On the approved investment: the amount, the reference unique to it, the bank details and the wire-fraud warning.',
    });
  });

  it('[ADMIN] a confirmed change of bank details: the investor still to fund reads the day it changed, after the call-to-verify warning', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}/edit`);
    const form = page.getByRole('form', { name: 'New wire instructions' });
    const entries: [string, string][] = [
      ['Bank name', 'Second Metropolitan Trust Company'],
      ['Bank address', '2 Market Street, San Francisco, CA 94105'],
      ['Beneficiary (account holder)', FUND.legalName],
      ['Beneficiary address', '350 Fifth Avenue, New York, NY 10118'],
      ['Account number', '000555666888'],
      ['ABA routing number', '021000021'],
    ];
    for (const [label, value] of entries) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Save for confirmation' }).click();
    await page.getByText('Saved. Another admin must confirm the new details').waitFor();
    const controller = await newVisitor(people.browser);
    try {
      await logInAs(controller.context, 'controller@investor-portal.local', DEMO.adminPassword);
      await controller.page.goto(`/admin/funds/${slug}/edit#wire-instructions`);
      await controller.page.getByRole('button', { name: 'Confirm these wire instructions' }).click();
      await controller.page.getByText('Confirmed. Approved investors now see these wire instructions').waitFor();
    } finally {
      await controller.context.close();
    }
    // The investor's page is still open at this investment (the hash alone would not load it again).
    const investor = people.investor.page;
    await investor.reload();
    const item = investor.locator(`[id="${transactionId}"]`);
    await item.getByRole('button', { name: 'See wire instructions' }).click();
    const warning = item.getByRole('note');
    await warning.getByText(/^Bank details changed on /).waitFor();
    const text = (await warning.textContent()) ?? '';
    expect(text.indexOf('call investor relations at')).toBeLessThan(text.indexOf('Bank details changed on'));
    expect(await item.textContent()).toContain('000555666888');
    await expectNoAxeViolations(investor, 'Wire instructions after a change of bank details');
  });
});
