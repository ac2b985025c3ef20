// A fund's data room in the back office, in Chromium: an admin adds documents (an Office file is refused in the
// browser by its bytes), sets who may open each, reorders them from the keyboard, uploads a new version, turns the
// NDA on, sees who accepted it and who read what, and removes a document; axe at desktop and phone width.
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validFundInput } from '../../src/server/features/back-office/testing/fund-input';
import type { AdminDataRoomView, DataRoomView } from '../../src/shared/api/data-room';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES } from '../../src/shared/api/data-room';
import { expectNoAxeViolations } from '../support/a11y';
import { pdfOfSize, type SampleFile, samplePng } from '../support/sample-files';
import { recordScreen } from '../support/screens';
import { PHONE, useAdminAndInvestor } from '../support/session';

const slug = `e2e-room-${Date.now().toString(36)}`;
const FUND_NAME = 'Data Room Growth Fund';
const MEMO = 'Private placement memorandum';
const DECK = 'Investor presentation';
const DRAFT = 'Draft questions';

/** A real PDF of `pages` pages, each naming the document and its version; an attached file of random bytes makes it larger. */
const pdfFile = async (name: string, text: string, pages: number, paddingBytes = 0): Promise<SampleFile> => {
  const pdf = await PDFDocument.create();
  if (paddingBytes > 0)
    await pdf.attach(randomBytes(paddingBytes), 'appendix.bin', { mimeType: 'application/octet-stream' });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    pdf.addPage([612, 792]).drawText(`${text}, page ${n}`, { x: 72, y: 700, size: 18, font });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
};

/** The first bytes of a Word package: a ZIP holding '[Content_Types].xml' and 'word/'. */
const wordFile = (name: string): SampleFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    Buffer.from('[Content_Types].xml word/document.xml word/styles.xml'),
    Buffer.alloc(2048, 0x20),
  ]),
});

const fundInput = validFundInput({
  slug,
  code: 'DRGF',
  name: FUND_NAME,
  legalName: 'Data Room Growth Fund, L.P.',
  targetAmount: null,
});

const roomPath = `/admin/funds/${slug}/data-room`;

/** The titles of the document cards, in the order the page lists them. */
const listedTitles = async (page: Page): Promise<string[]> =>
  (await page.getByRole('list', { name: 'Documents' }).getByRole('heading', { level: 3 }).allTextContents()).map(
    (text) => text.replace(/^\d+\.\s*/, ''),
  );

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

const addDocument = async (
  page: Page,
  { title, category, access, file }: { title: string; category: string; access: string; file: SampleFile },
) => {
  const form = page.getByRole('form', { name: 'Add a document' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByLabel('Who may open it').selectOption({ label: access });
  await form.getByLabel('File').setInputFiles(file);
  await form.getByText(`Chosen: ${file.name}`).waitFor();
  await form.getByRole('button', { name: 'Add document' }).click();
  await page.getByText(`“${title}” is added to the data room.`).waitFor();
};

describe('[ADMIN] the data room in the back office', () => {
  const people = useAdminAndInvestor();

  const roomOfAdmin = async (): Promise<AdminDataRoomView> =>
    (await people.admin.context.request.get(`/api/admin/funds/${slug}/data-room`)).json();

  it('[ADMIN] opens the fund’s data room from the funds list and from the pipeline', async () => {
    const { page, context } = people.admin;
    const created = await context.request.post('/api/admin/funds', { data: fundInput });
    expect(created.status()).toBe(201);

    await page.goto('/admin');
    await page.getByRole('link', { name: `Data room of ${FUND_NAME}` }).click();
    await page.waitForURL(`**${roomPath}`);
    await page.getByRole('heading', { level: 1, name: `${FUND_NAME}: data room` }).waitFor();
    await page.getByText('The data room has no documents yet.').waitFor();

    await page.getByRole('link', { name: 'Pipeline' }).click();
    await page.waitForURL(`**/admin/funds/${slug}`);
    await page.getByRole('link', { name: 'Data room' }).click();
    await page.waitForURL(`**${roomPath}`);
    await expectNoAxeViolations(page, 'Back office: empty data room');
  });

  it('[ADMIN] refuses an Office file in the browser and adds a PDF and an image with who may open each', async () => {
    const { page, context } = people.admin;
    await page.goto(roomPath);
    const form = page.getByRole('form', { name: 'Add a document' });
    await form.getByRole('button', { name: 'Add document' }).click();
    await form.getByText('Please correct the highlighted fields.').waitFor();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('File').setInputFiles(wordFile('memorandum.pdf'));
    const refusal = form.getByText(DATA_ROOM_MESSAGES.office);
    await refusal.waitFor();
    const fileInput = form.getByLabel('File');
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(await fileInput.getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));

    await addDocument(page, {
      title: MEMO,
      category: 'Offering memorandum',
      access: 'Investors who accepted the NDA',
      file: await pdfFile('memorandum.pdf', 'Memorandum version 1', 3),
    });
    await addDocument(page, {
      title: DECK,
      category: 'Presentation',
      access: 'Anyone with the link',
      file: samplePng('deck.png'),
    });
    await addDocument(page, {
      title: DRAFT,
      category: 'Questions and answers',
      access: 'Logged-in investors',
      file: await pdfFile('faq.pdf', 'Questions', 1),
    });
    expect(await listedTitles(page)).toEqual([MEMO, DECK, DRAFT]);

    const memo = cardOf(page, MEMO);
    const facts = await memo.locator('dl').textContent();
    expect(facts).toContain('Offering memorandum');
    expect(facts).toContain('Investors who accepted the NDA');
    expect(facts).toMatch(/Version1, added .* E[SD]T/);
    expect(facts).toContain('Pages3');
    expect(await cardOf(page, DECK).locator('dl').textContent()).toContain('Anyone with the link');

    // The version link opens the stored file, stamped for the admin who reads it.
    await memo.getByText('Versions (1)').click();
    const href = await memo.getByRole('link', { name: `Open version 1 of ${MEMO}` }).getAttribute('href');
    const copy = await context.request.get(href ?? '');
    expect(copy.headers()['content-type']).toBe('application/pdf');
    expect((await copy.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The image reaches readers as a PDF.
    const deck = (await roomOfAdmin()).documents.find((d) => d.title === DECK);
    expect(deck?.versions[0]?.contentType).toBe('image/png');
  });

  it('[ADMIN] changes who may open a document and reorders the room from the keyboard', async () => {
    const { page } = people.admin;
    await page.goto(roomPath);
    await cardOf(page, DRAFT)
      .getByRole('button', { name: `Edit details of ${DRAFT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit “${DRAFT}”` });
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.getByText('Please enter the document’s title.').waitFor();
    await dialog.getByLabel('Title').fill(DRAFT);
    await dialog.getByLabel('Who may open it').selectOption({ label: 'Investors with a signed subscription' });
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText(`“${DRAFT}” is saved.`).waitFor();
    expect(await cardOf(page, DRAFT).locator('dl').textContent()).toContain('Investors with a signed subscription');

    const moveUp = page.getByRole('button', { name: `Move up: ${DECK}` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`“${DECK}” is now number 1 of 3.`).waitFor();
    expect(await listedTitles(page)).toEqual([DECK, MEMO, DRAFT]);
    // At the top, the focus moves to the same document's other button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move down: ${DECK}`);
    expect((await roomOfAdmin()).documents.map((d) => d.title)).toEqual([DECK, MEMO, DRAFT]);
  });

  it('[ADMIN] uploads a new version and keeps the old one', async () => {
    const { page, context } = people.admin;
    await page.goto(roomPath);
    await cardOf(page, MEMO)
      .getByRole('button', { name: `New version of ${MEMO}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `New version of “${MEMO}”` });
    // A version with a 600 KB attachment, sent over a slow line: the dialog shows how much has gone up.
    const version2 = await pdfFile('memorandum-v2.pdf', 'Version 2', 5, 600_000);
    await dialog.getByLabel('File of the new version').setInputFiles(version2);
    await dialog.getByText('Chosen: memorandum-v2.pdf').waitFor();
    const cdp = await context.newCDPSession(page);
    const line = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await line(250 * 1024);
    await dialog.getByRole('button', { name: 'Upload the new version' }).click();
    await dialog.getByText(/Uploading… \d+ %/).waitFor();
    expect(await dialog.getByRole('progressbar').count()).toBe(1);
    await page.getByText(`A new version of “${MEMO}” is in the data room.`).waitFor();
    await line(-1);
    await cdp.detach();
    const memo = cardOf(page, MEMO);
    const facts = await memo.locator('dl').textContent();
    expect(facts).toMatch(/Version2, added/);
    expect(facts).toContain('Pages5');
    await memo.getByText('Versions (2)').click();
    for (const version of [1, 2]) {
      const link = memo.getByRole('link', { name: `Open version ${version} of ${MEMO}` });
      const copy = await context.request.get((await link.getAttribute('href')) ?? '');
      expect(copy.status()).toBe(200);
    }
  });

  it('[ADMIN] turns the NDA on and shows who accepted it and who read what', async () => {
    const { page } = people.admin;
    await page.goto(roomPath);
    const nda = page.getByRole('form', { name: 'Confidentiality agreement' });
    const text = nda.getByLabel('Agreement text');
    expect(await text.getAttribute('placeholder')).toContain('Data Room Growth Fund, L.P.');
    const toggle = nda.getByRole('switch', {
      name: 'Investors accept a confidentiality agreement before the confidential documents',
    });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await nda.getByRole('button', { name: 'Save the agreement setting' }).click();
    await page.getByText('Saved. Investors accept the agreement before the confidential documents.').waitFor();
    expect((await roomOfAdmin()).settings.ndaRequired).toBe(true);

    // The investor accepts it and reads the memorandum's pages 1–3 and 5, then downloads it.
    const { request } = people.investor.context;
    const room = (await (await request.get(`/api/fund/${slug}/data-room`)).json()) as DataRoomView;
    expect(room.nda.required).toBe(true);
    const accepted = await request.post(`/api/fund/${slug}/data-room/nda`, {
      data: { textSha256: room.nda.textSha256 },
    });
    expect(accepted.ok()).toBe(true);
    const memoId = (await roomOfAdmin()).documents.find((d) => d.title === MEMO)?.id ?? '';
    const documentUrl = `/api/fund/${slug}/data-room/documents/${memoId}`;
    expect((await request.get(documentUrl)).status()).toBe(200);
    const pages = await request.post(`${documentUrl}/pages`, { data: { pages: [1, 2, 3, 5] } });
    expect(await pages.json()).toEqual({ recorded: true });
    expect((await request.get(`${documentUrl}?download=true`)).status()).toBe(200);

    await page.reload();
    const acceptances = page.getByRole('table', { name: /Acceptances \(1\)/ });
    const row = acceptances.getByRole('row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/E[SD]T/);
    expect(await row.textContent()).toContain(room.nda.textSha256.slice(0, 12));

    const memo = cardOf(page, MEMO);
    await memo.getByText('Who opened it (1)').click();
    const reader = memo.getByRole('row').filter({ hasText: 'Ada Lovelace' });
    expect(await reader.textContent()).toContain('pages 1–3, 5 of 5');
    expect(await reader.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1', '1', 'pages 1–3, 5 of 5']),
    );

    const byInvestor = page.getByRole('region', { name: 'By investor' });
    await byInvestor.getByText(/Ada Lovelace.*1 document/).click();
    await byInvestor.getByRole('rowheader', { name: MEMO }).waitFor();

    await expectNoAxeViolations(page, 'Back office: data room at desktop width');
    await page.evaluate(() => window.scrollTo(0, 0));
    await recordScreen(page, {
      id: 'page-admin-data-room',
      title: 'Back office: a fund’s data room',
      group: 'Back office',
      order: 30,
      description:
        '/admin/funds/:slug/data-room: the NDA setting and who accepted it, adding a document, the documents in order with their versions and readers, and who opened what by investor.',
    });
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'Back office: data room at phone width');
  });

  it('[ADMIN] removes a document after confirming, keeping it out of the room', async () => {
    const { page } = people.admin;
    await page.setViewportSize(PHONE);
    await page.goto(roomPath);
    await cardOf(page, DRAFT)
      .getByRole('button', { name: `Remove ${DRAFT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove “${DRAFT}”?` });
    await expectNoAxeViolations(page, 'Back office: remove a data-room document at phone width');
    await page.evaluate(() => window.scrollTo(0, 0));
    await recordScreen(page, {
      id: 'page-admin-data-room-remove',
      title: 'Back office: removing a data-room document',
      group: 'Back office',
      order: 31,
      description:
        'The confirmation before a document leaves the data room; its versions and readers stay for the audit trail.',
    });
    await dialog.getByRole('button', { name: 'Remove from the data room' }).click();
    await page.getByText(`“${DRAFT}” is removed from the data room.`).waitFor();
    expect(await listedTitles(page)).toEqual([DECK, MEMO]);
    expect((await roomOfAdmin()).documents.map((d) => d.title)).toEqual([DECK, MEMO]);

    // The new version dialog at phone width, with axe.
    await cardOf(page, MEMO)
      .getByRole('button', { name: `New version of ${MEMO}` })
      .click();
    const versionDialog = page.getByRole('dialog', { name: `New version of “${MEMO}”` });
    await versionDialog.getByLabel('File of the new version').setInputFiles(wordFile('memo.docx'));
    await versionDialog.getByText(DATA_ROOM_MESSAGES.office).waitFor();
    await expectNoAxeViolations(page, 'Back office: a refused new version at phone width');
    // Over 25 MB is refused before anything is sent.
    await versionDialog
      .getByLabel('File of the new version')
      .setInputFiles(pdfOfSize('big.pdf', DATA_ROOM_MAX_BYTES + 1));
    await versionDialog.getByText(DATA_ROOM_MESSAGES.tooLarge).waitFor();
    await versionDialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
