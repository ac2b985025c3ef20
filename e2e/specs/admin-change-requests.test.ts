// docs/admin.md 'Change requests' and 'Bulk actions', in Chromium: three investors subscribe and sign; the admin asks
// one of them to change two answers, each with a note; the investor reads the notes above the questions, fixes them
// and signs again (the summary's card says 'Changes requested on …' first); the admin then selects every subscription
// on the pipeline page and approves and countersigns them at once, each confirmed in a dialog that says who is
// e-mailed; a fourth investor withdraws a signed subscription from the summary (docs/admin.md 'Withdrawals'). axe on
// every page and dialog touched, at phone and desktop width where the investor reads it.
import { describe, expect, it } from 'vitest';
import { address, answers as values } from '../../model-tests/fixtures/values';
import type { SigningView } from '../../src/shared/api/signing';
import { createFund, subscribeAndSign } from '../drivers/back-office';
import { answerSteps } from '../drivers/start-investment';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { newVisitor, signUpInvestor, useAdminAndInvestor, type Visitor } from '../support/session';

const slug = `e2e-changes-${Date.now().toString(36)}`;
const FUND = { slug, name: 'Change Request Venture Fund', legalName: 'Change Request Venture Fund, L.P.' };
const NAME_NOTE = 'Please give your first name as it appears on your passport.';
const ADDRESS_NOTE = 'Please check the street of your primary residence.';

const signAgain = async ({ context }: Visitor, transactionId: string) => {
  const body = { transactionIntegrationId: transactionId };
  const view = (await (await context.request.post('/api/signing/session', { data: body })).json()) as SigningView;
  const consent = { ...body, disclosureSha256: view.disclosure.sha256, hasReceivedDocuments: true };
  expect((await context.request.post('/api/signing/consent', { data: consent })).status()).toBe(200);
  const signature = { kind: 'typed', text: 'Augusta Lovelace' };
  const signed = await context.request.post('/api/signing/sign', { data: { ...body, intentToSign: true, signature } });
  expect(signed.status()).toBe(200);
};

describe('[ADMIN] change requests and bulk decisions', () => {
  const people = useAdminAndInvestor();
  let transactionId: string;
  const others: string[] = [];

  it('[ADMIN] asks the investor to change two answers of a signed agreement, each with a note', async () => {
    const { page } = people.admin;
    await createFund(page, FUND);
    transactionId = await subscribeAndSign(people.investor.page, people.investor.context, slug);
    for (const name of ['Grace', 'Edith']) {
      const other = await newVisitor(people.browser);
      try {
        await signUpInvestor(other.context, name, 'Lovelace');
        others.push(await subscribeAndSign(other.page, other.context, slug));
      } finally {
        await other.context.close();
      }
    }

    await page.goto(`/admin/transactions/${transactionId}`);
    await page.getByRole('heading', { name: 'Change requests' }).waitFor();
    await page.getByRole('button', { name: 'Request a change…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a change' });
    await dialog.getByText(/is e-mailed at/).waitFor();
    await dialog.getByLabel('Change the answers, then re-sign').check();
    await dialog.getByRole('checkbox', { name: /^Legal first name/ }).check();
    await dialog.getByRole('checkbox', { name: /^Residence address/ }).check();
    await dialog.getByRole('button', { name: 'Send to the investor' }).click();
    await dialog.getByText('Please write a note for the investor (1 to 500 characters).').first().waitFor();
    await dialog.getByLabel('Note about Legal first name').fill(NAME_NOTE);
    await dialog.getByLabel('Note about Residence address').fill(ADDRESS_NOTE);
    await checkScreen(page, {
      id: 'admin-change-request',
      title: 'Requesting a change on a signed agreement',
      group: 'Back office',
      order: 21,
      description: 'The dialog: re-sign only or change the answers, the marked answers and a note for each.',
    });
    await dialog.getByRole('button', { name: 'Send to the investor' }).click();
    await page.getByText('Change requested; the investor was told by e-mail.').waitFor();
    const panel = page.getByRole('heading', { name: 'Change requests' }).locator('..');
    expect(await panel.textContent()).toContain('Open');
    expect(await panel.textContent()).toContain(NAME_NOTE);
    await expectNoAxeViolations(page, 'Back office: transaction with an open change request');
  });

  it('[FLOW] the investor reads each note above its question, fixes the answers and signs again', async () => {
    const { page } = people.investor;
    await page.goto(`/investment-summary#${transactionId}`);
    const card = page.locator(`[id="${transactionId}"]`);
    await card.getByText(/^Changes requested on /).waitFor();
    expect(await card.textContent()).toContain(NAME_NOTE);
    expect(await card.textContent()).toContain(ADDRESS_NOTE);
    await checkScreen(page, {
      id: 'summary-changes-requested',
      title: 'A change request on the investment summary',
      group: 'Investment summary',
      order: 30,
      description: "The card says when the fund asked for changes, each answer's note, and leads to the step.",
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'Investment summary with a change request, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('link', { name: /^Make the changes/ }).click();
    await page.waitForURL(`**/invest/name-and-phone/${transactionId}`);
    const nameNote = page.getByRole('note').filter({ hasText: NAME_NOTE });
    await nameNote.waitFor();
    await checkScreen(page, {
      id: 'flow-change-note',
      title: "The fund's note above a question to change",
      group: 'Investment flow',
      order: 90,
      description: 'After a change request, the step shows the note from the fund above the marked question.',
    });
    await answerSteps(page, [
      {
        step: 'NAME_PHONE',
        values: { ...values.namePhone, legalFirstName: 'Augusta' },
        next: 'RESIDENCE_ADDRESS',
      },
    ]);
    await page.getByRole('note').filter({ hasText: ADDRESS_NOTE }).waitFor();
    await answerSteps(page, [
      {
        step: 'RESIDENCE_ADDRESS',
        values: { residenceAddress: { ...address.NY, address1: '20 West 34th Street' } },
        next: 'INVESTMENT_ADDRESS',
      },
      { step: 'INVESTMENT_ADDRESS', values: values.sameInvestmentAddress, next: 'PROMOTED_INTEREST' },
      { step: 'PROMOTED_INTEREST', values: values.agreePromotedInterest, next: 'QUALIFIED_PURCHASER' },
      { step: 'QUALIFIED_PURCHASER', values: values.notQualifiedPurchaser, next: 'ACCREDITED_INVESTOR' },
      { step: 'ACCREDITED_INVESTOR', values: values.accredited, next: 'DOCUMENT_SIGNED' },
    ]);
    await signAgain(people.investor, transactionId);

    const admin = people.admin.page;
    await admin.goto(`/admin/transactions/${transactionId}`);
    const panel = admin.getByRole('heading', { name: 'Change requests' }).locator('..');
    await panel.getByText(/re-signed on/).waitFor();
    expect(await panel.textContent()).toContain('Answered');
  });

  it('[ADMIN] selects every subscription on the page and approves, then countersigns them at once', async () => {
    const { page } = people.admin;
    await page.goto(`/admin/funds/${slug}`);
    await page.getByRole('checkbox', { name: 'Select every subscription on this page' }).check();
    await page.getByText('3 selected').waitFor();

    await page.getByRole('button', { name: 'Approve selected…' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the selected subscriptions' });
    await approve.getByText(/An e-mail may go to/).waitFor();
    await checkScreen(page, {
      id: 'admin-bulk-approve',
      title: 'Approving the selected subscriptions',
      group: 'Back office',
      order: 22,
      description: 'The pipeline with every row selected and the confirmation naming who is e-mailed.',
    });
    await approve.getByRole('button', { name: 'Approve and tell the investors' }).click();
    await page.getByText('Approved: 3. Skipped: 0.').waitFor();

    await page.getByRole('button', { name: 'Approve selected…' }).click();
    await page
      .getByRole('dialog', { name: 'Approve the selected subscriptions' })
      .getByRole('button', { name: 'Approve and tell the investors' })
      .click();
    await page.getByText('Approved: 0. Skipped: 3.').waitFor();
    expect(await page.getByText('This investment is already approved.').count()).toBe(3);

    await page.getByRole('button', { name: 'Countersign selected…' }).click();
    await page
      .getByRole('dialog', { name: 'Countersign the selected subscriptions' })
      .getByRole('button', { name: 'Countersign for the fund' })
      .click();
    await page.getByText('Countersigned: 3. Skipped: 0.', { exact: false }).waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page, 'Back office: pipeline after bulk countersignature');

    await page.goto(`/admin/transactions/${others[0]}`);
    await page.getByText('Countersigned, awaiting funds').first().waitFor();
    expect(await page.getByRole('button', { name: 'Reject…' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve…' }).count()).toBe(0);
  });

  it('[FLOW] an investor withdraws a signed subscription from the summary, saying why', async () => {
    const other = await newVisitor(people.browser);
    try {
      await signUpInvestor(other.context, 'Mary', 'Somerville');
      const withdrawnId = await subscribeAndSign(other.page, other.context, slug);
      const { page } = other;
      await page.goto(`/investment-summary#${withdrawnId}`);
      const card = page.locator(`[id="${withdrawnId}"]`);
      await card.getByRole('button', { name: /^Withdraw subscription/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Withdraw your subscription to / });
      await dialog.getByRole('button', { name: 'Withdraw subscription' }).click();
      const reason = dialog.getByLabel('Why are you withdrawing?');
      await dialog.getByText('Please tell investor relations why you are withdrawing.').waitFor();
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page, 'Withdrawal dialog with its error, phone width');
      await page.setViewportSize({ width: 1280, height: 800 });
      await reason.fill('I will invest through my family office instead.');
      await dialog.getByText('Please tell investor relations why you are withdrawing.').waitFor({ state: 'hidden' });
      await checkScreen(page, {
        id: 'summary-withdraw',
        title: 'Withdrawing a signed subscription',
        group: 'Investment summary',
        order: 31,
        description: 'What a withdrawal means, and the reason investor relations reads.',
      });
      await dialog.getByRole('button', { name: 'Withdraw subscription' }).click();
      await card.getByText(/^Withdrawn on /).waitFor();
      expect(await card.textContent()).toContain('Your reason: I will invest through my family office instead.');
      expect(await card.getByRole('button', { name: /^Withdraw subscription/ }).count()).toBe(0);
      await expectNoAxeViolations(page, 'Investment summary with a withdrawn subscription');

      const admin = people.admin.page;
      await admin.goto(`/admin/transactions/${withdrawnId}`);
      await admin.getByText('Withdrawn').first().waitFor();
      expect(await admin.getByRole('button', { name: 'Approve…' }).count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
