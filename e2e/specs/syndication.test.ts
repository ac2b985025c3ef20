// docs/spec.md §2 /syndication-program and §4 'Syndication program', in Chromium: a new investor signs up through the four
// steps with real uploads (refused ones too), leaves and resumes at the right step, an admin approves both documents in
// the back office, the investor watches the waiting period count down and is eligible 30 days later. Runs its own
// stack, because time passing is done by moving the acknowledgments date back in the database.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../src/shared/schemas/fields/upload';
import {
  acceptAcknowledgments,
  accountMenuItems,
  checkScreenFromTop,
  chooseFile,
  expectStage,
  fillIdentity,
  nextStep,
  SYNDICATION_PATH,
  signNdaInPage,
  submitAccreditationInPage,
} from '../drivers/syndication-steps';
import { useOwnStack } from '../support/own-stack';
import { oversizedPdf, samplePng, textNamedPdf } from '../support/sample-files';
import { DEMO, logInAs, newVisitor, type Person, signUpInvestor } from '../support/session';
import { editStackDatabase } from '../support/stack-database';

const group = 'Syndication program';

describe('[SYNDICATION] signing up for the syndication program', () => {
  const own = useOwnStack();
  let investor: { page: Page; context: BrowserContext; pageErrors: string[] };
  let person: Person;

  beforeAll(async () => {
    investor = await newVisitor(own.browser, { url: own.stack.baseUrl });
    person = await signUpInvestor(investor.context, 'Ada', 'Lovelace');
  });

  afterAll(async () => {
    await investor?.context.close();
  });

  it('[SYNDICATION] takes a new investor through the four steps, resuming where they left off', async () => {
    const { page } = investor;
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Program overview');
    await page.getByText('Step 1 of 4', { exact: true }).waitFor();
    expect(await nextStep(page).isDisabled()).toBe(true);
    expect(await page.getByRole('region', { name: 'Full text of the acknowledgments' }).textContent()).toContain(
      'New members wait 30 days after accepting these acknowledgments',
    );
    await checkScreenFromTop(page, {
      id: 'syndication-overview',
      title: 'Step 1: program overview and acknowledgments',
      group,
      order: 1,
      description:
        '/syndication-program on the first visit: the start is recorded and step 1 shows the acknowledgments.',
    });
    await acceptAcknowledgments(page);

    await expectStage(page, 'Non-disclosure agreement');
    await page.getByText('Step 2 of 4', { exact: true }).waitFor();
    // docs/spec.md §6: the menu offers the program off its page, for 30 days from the acknowledgments.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => accountMenuItems(page)).toContain('Syndication Program');
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Non-disclosure agreement');
    expect(await accountMenuItems(page)).not.toContain('Syndication Program');
    await page.getByRole('region', { name: 'Full text of the disclosure' }).waitFor();
    await checkScreenFromTop(page, {
      id: 'syndication-nda',
      title: 'Step 2: non-disclosure agreement',
      group,
      order: 2,
      description:
        'The NDA signed in the page: the PDF, the ESIGN disclosure, a typed or drawn signature and the intent.',
    });
    await signNdaInPage(page);

    await expectStage(page, 'Proof of identity');
    await page.getByText('Step 3 of 4', { exact: true }).waitFor();
    await fillIdentity(page);
    const idInput = page.getByLabel('Government-issued ID', { exact: true });
    await chooseFile(page, 'Government-issued ID', textNamedPdf('passport.pdf'));
    await page.getByText(UPLOAD_MESSAGES.kind).waitFor();
    expect(await idInput.getAttribute('aria-invalid')).toBe('true');
    expect(await idInput.getAttribute('aria-describedby')).toContain('field-document-error');
    expect(await nextStep(page).isDisabled()).toBe(true);
    await checkScreenFromTop(page, {
      id: 'syndication-identity-refused',
      title: 'Step 3: proof of identity, a file refused',
      group,
      order: 3,
      description:
        'A text file renamed .pdf is refused by its first bytes, with the server’s message next to the field.',
    });
    await page.getByRole('button', { name: 'Remove passport.pdf' }).click();
    await chooseFile(page, 'Government-issued ID', oversizedPdf('scan.pdf'));
    await page.getByText(UPLOAD_MESSAGES.tooLarge).waitFor();
    await page.getByRole('button', { name: 'Remove scan.pdf' }).click();
    await chooseFile(page, 'Government-issued ID', samplePng('passport.png'));
    await page.getByText(/^Chosen: passport\.png/).waitFor();
    expect(await page.getByText(UPLOAD_MESSAGES.kind).count()).toBe(0);
    await expect.poll(() => nextStep(page).isEnabled()).toBe(true);
    await nextStep(page).click();

    await expectStage(page, 'Proof of accreditation');
    await page.getByText('Step 4 of 4', { exact: true }).waitFor();
    // Leaving and coming back resumes at step 4.
    await page.goto('/');
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Proof of accreditation');
    await page.getByRole('radio', { name: /Net worth of \$1,000,000/ }).waitFor();
    await checkScreenFromTop(page, {
      id: 'syndication-accreditation',
      title: 'Step 4: proof of accreditation',
      group,
      order: 4,
      description:
        'The basis (docs/spec.md §9 accredited criteria) and the evidence upload; a returning investor resumes here.',
    });
    await submitAccreditationInPage(page, /Net worth of \$1,000,000/);

    await expectStage(page, 'We are reviewing your documents');
    const sent = page.getByRole('list', { name: 'What you sent' });
    expect(await sent.textContent()).toContain('passport.png');
    expect(await sent.textContent()).toContain('cpa-letter.pdf');
    expect(await sent.getByText('Waiting for review').count()).toBe(2);
    await checkScreenFromTop(page, {
      id: 'syndication-under-review',
      title: 'Under review',
      group,
      order: 5,
      description: 'What was sent and where each review stands.',
    });
    expect(investor.pageErrors).toEqual([]);
  });

  it('[SYNDICATION] lets an admin see both uploads and approve them in the back office', async () => {
    const { page, context } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await logInAs(context, DEMO.admin, DEMO.adminPassword);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Verifications' }).click();
    await page.waitForURL('**/admin/verifications');
    const identity = page.getByRole('article', { name: 'Ada Lovelace: proof of identity' });
    await identity.waitFor();
    expect(await identity.textContent()).toContain(person.email);
    expect(await identity.textContent()).toContain('Ada King Lovelace');
    const image = identity.getByRole('img', { name: /passport\.png/ });
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    const accreditation = page.getByRole('article', { name: 'Ada Lovelace: proof of accreditation' });
    await accreditation.getByRole('document', { name: /cpa-letter\.pdf/ }).waitFor();
    const download = accreditation.getByRole('link', { name: 'Download cpa-letter.pdf' });
    const pdf = await context.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await checkScreenFromTop(page, {
      id: 'admin-verifications',
      title: 'Verifications',
      group: 'Back office',
      order: 1,
      description: '/admin/verifications: the uploads waiting for review, with the document and the details given.',
    });

    await identity.getByRole('button', { name: 'Approve proof of identity' }).click();
    await page.getByText('Approved: proof of identity of Ada Lovelace.').waitFor();
    await expect.poll(() => identity.count()).toBe(0);
    await accreditation.getByRole('button', { name: 'Approve proof of accreditation' }).click();
    await page.getByText('Approved: proof of accreditation of Ada Lovelace.').waitFor();
    await expect.poll(() => page.getByRole('article', { name: /^Ada Lovelace:/ }).count()).toBe(0);
    await context.close();
  });

  it('[SYNDICATION] counts the waiting period down to its end in US Eastern time', async () => {
    const { page } = investor;
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Almost there');
    const timer = page.getByRole('timer');
    // 30 Eastern days from the acknowledgments a few minutes ago (29 or 30 whole days when a clock change falls inside).
    expect(await timer.getAttribute('aria-label')).toMatch(/^(29|30) days, \d+ hours? and \d+ minutes?$/);
    const status = (await (await investor.context.request.get('/api/syndication')).json()) as {
      acknowledgedAt: string;
      waitingPeriod: { endsAt: string };
    };
    const endsAt = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
      timeZoneName: 'short',
    }).format(new Date(status.waitingPeriod.endsAt));
    expect(await page.getByText('The waiting period ends on').textContent()).toContain(endsAt);
    const seconds = () => timer.locator('div').nth(3).locator('span').first().textContent();
    const first = await seconds();
    await expect.poll(seconds, { timeout: 3_000 }).not.toBe(first);
    await checkScreenFromTop(page, {
      id: 'syndication-waiting-period',
      title: 'Waiting period',
      group,
      order: 6,
      description: 'Both documents approved: a live countdown to the end of the 30 days, in US Eastern time.',
    });
    expect(await accountMenuItems(page)).not.toContain('Syndication Program');
  });

  it('[SYNDICATION] makes the investor eligible 30 days after the acknowledgments', async () => {
    const { page } = investor;
    await editStackDatabase(own.stack, async (db) => {
      await db.query(
        `update investors
            set syndication_program_sign_up_acknowledgments_completion_date =
                  syndication_program_sign_up_acknowledgments_completion_date - interval '31 days'
          where user_id = (select id from users where email = $1)`,
        [person.email],
      );
    });
    await page.goto(SYNDICATION_PATH);
    await expectStage(page, 'Welcome to the Syndication Program');
    const expiry = (await (await investor.context.request.get('/api/syndication')).json()) as {
      accreditationExpiresAt: string;
    };
    const expected = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/New_York',
    }).format(new Date(expiry.accreditationExpiresAt));
    expect(await page.getByText('Your accreditation is valid until').textContent()).toContain(expected);
    await checkScreenFromTop(page, {
      id: 'syndication-eligible',
      title: 'Eligible',
      group,
      order: 8,
      description: 'After the waiting period: a member of the program, with the accreditation’s expiry date.',
    });
    // docs/spec.md §6: 30 days after the acknowledgments the menu no longer offers the program.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => accountMenuItems(page)).toEqual(['Settings', 'Need help?', 'Log Out']);
  });
});
