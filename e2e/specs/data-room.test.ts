// The fund's data room (docs/data-room.md) in Chromium: a logged-out visitor sees the public documents and a prompt
// for the rest; an investor accepts the NDA, reads the memorandum in the portal's viewer and downloads the deck, which
// comes stamped with their name; the back office counts exactly that; Previous from the first step and the step's
// data-room link land in the room. axe at desktop and phone width on every screen of it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDataRoomView } from '../../src/shared/api/data-room';
import { startInvestment } from '../drivers/start-investment';
import { pressNext } from '../drivers/step-drivers';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, DEMO, DESKTOP, logInAs, newVisitor, PHONE, signUpInvestor } from '../support/session';

const FUND = 'venture-fund-iv';
const ROOM = `/fund/${FUND}/data-room`;
const group = 'Data room';

const axeAtBothWidths = async (page: Page, screen: string) => {
  await expectNoAxeViolations(page, `${screen} (desktop)`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${screen} (phone)`);
  await page.setViewportSize(DESKTOP);
};

const cardTitles = (page: Page) => page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

describe('[DATA-ROOM] the fund’s data room', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('[DATA-ROOM] shows a logged-out visitor the public documents and what a login opens', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await page.goto(ROOM);
    await page.getByRole('heading', { name: 'Data room', level: 1 }).waitFor();
    expect(await cardTitles(page)).toEqual(['Venture Fund IV: investor presentation', 'Frequently asked questions']);
    expect(await page.getByRole('heading', { name: '4 documents for investors' }).isVisible()).toBe(true);
    expect(await page.content()).not.toContain('Private placement memorandum');
    await axeAtBothWidths(page, 'Data room, logged out');
    await checkScreen(page, {
      id: 'page-data-room-visitor',
      title: 'Data room: a logged-out visitor',
      group,
      order: 1,
      description: `${ROOM} logged out: the public documents, and a prompt to log in for the other four.`,
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[DATA-ROOM] takes an investor through the NDA to the memorandum, and counts what they read and downloaded', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    const person = await signUpInvestor(context, 'Grace', 'Hopper');
    await page.goto(ROOM);
    const gate = page.getByRole('region', { name: 'Confidentiality agreement', exact: true });
    await gate.waitFor();
    expect(await cardTitles(page)).not.toContain('Private placement memorandum');
    await page.getByRole('button', { name: 'Accept and open the documents' }).click();
    const box = page.getByLabel('I have read the confidentiality agreement and I agree to it.');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await axeAtBothWidths(page, 'Data room, the NDA');
    await checkScreen(page, {
      id: 'page-data-room-nda',
      title: 'Data room: the confidentiality agreement',
      group,
      order: 2,
      description: `${ROOM} for an investor: the click-through NDA in front of the confidential documents (here with its error).`,
    });
    await box.check();
    await page.getByRole('button', { name: 'Accept and open the documents' }).click();
    await page.getByRole('heading', { name: 'Private placement memorandum', level: 3 }).waitFor();
    expect(await cardTitles(page)).toContain('Limited partnership agreement');
    expect(await cardTitles(page)).not.toContain('Audited financial statements 2025');

    // Read the memorandum: the viewer shows its pages and reports those seen.
    const reported = page.waitForResponse((r) => r.url().endsWith('/pages') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Read Private placement memorandum' }).click();
    await page.waitForURL((url) => url.searchParams.has('document'));
    await page.getByRole('group', { name: 'Page 1 of 6' }).waitFor();
    expect(
      await page
        .getByRole('heading', { name: 'Private placement memorandum', level: 2 })
        .evaluate((h) => h === document.activeElement),
    ).toBe(true);
    // The first report (what the viewer showed in its first 1.5 s) holds page 1; scrolling on before it is sent could
    // take page 1 out of view before a busy browser saw it.
    expect((await reported).status()).toBe(200);
    await page.getByRole('group', { name: 'Page 2 of 6' }).scrollIntoViewIfNeeded();
    await axeAtBothWidths(page, 'Data room, reading a document');
    await checkScreen(page, {
      id: 'page-data-room-reading',
      title: 'Data room: reading the memorandum',
      group,
      order: 3,
      description: `${ROOM}?document=… : the document in the portal's viewer (pages fit the width), with its stamped download.`,
    });
    await page.getByRole('button', { name: 'Close the document' }).click();
    await page.getByRole('heading', { name: 'Your reading history' }).waitFor();

    // Download the deck: the copy names its reader on every page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Venture Fund IV: investor presentation (PDF)' }).click(),
    ]);
    const saved = join(mkdtempSync(join(tmpdir(), 'data-room-')), 'deck.pdf');
    await download.saveAs(saved);
    const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    expect(pages.length).toBe(6);
    for (const pageText of pages) expect(pageText).toContain(`Prepared for Grace Hopper (${person.email})`);

    // The back office counts what this investor did: one view of the memorandum with its pages, one download.
    const admin = await newVisitor(browser);
    await logInAs(admin.context, DEMO.admin, DEMO.adminPassword);
    const office = (await (
      await admin.context.request.get(`/api/admin/funds/${FUND}/data-room`)
    ).json()) as AdminDataRoomView;
    const mine = office.investors.find((i) => i.email === person.email);
    expect(
      mine?.documents
        .map((d) => ({ title: d.title, views: d.views, downloads: d.downloads }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Private placement memorandum', views: 1, downloads: 0 },
      { title: 'Venture Fund IV: investor presentation', views: 0, downloads: 1 },
    ]);
    const memorandum = office.documents.find((d) => d.title === 'Private placement memorandum');
    const reader = memorandum?.readers.find((r) => r.email === person.email);
    expect(reader?.pagesSeen.slice(0, 2)).toEqual([1, 2]);
    expect(office.ndaAcceptances.some((a) => a.email === person.email)).toBe(true);
    await admin.context.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('[DATA-ROOM] is where the step’s data-room link and Previous from the first step lead', async () => {
    const { page, context, pageErrors } = await newVisitor(browser);
    await signUpInvestor(context);
    await startInvestment(page, 'income-bond-2026', 1_000);
    await page.getByRole('link', { name: "Read the fund's documents in its data room" }).click();
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026/data-room');
    await page.getByRole('heading', { name: 'Data room', level: 1 }).waitFor();
    await page.goBack();
    await pressNext(page, 'INTL_INVESTOR');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL((url) => url.pathname === '/fund/income-bond-2026/data-room');
    await page.getByRole('heading', { name: 'Data room', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
