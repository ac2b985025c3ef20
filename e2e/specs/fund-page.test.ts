// The fund page that sells (docs/admin.md 'The fund page'): key terms, progress to target, the team with photos, the
// questions and answers and the investor's own status, drawn on the server; and the back office that edits them in
// Markdown. axe at desktop and phone width on each new screen, photographed for docs/screens.md.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { initialsAvatarPng } from '../../src/server/db/seed/initials-avatar';
import { createFund } from '../drivers/back-office';
import { startInvestment } from '../drivers/start-investment';
import { expectNoAxeViolations } from '../support/a11y';
import { checkScreen } from '../support/screen-check';
import { DEMO, DESKTOP, logInAs, newVisitor, PHONE, useAdminAndInvestor } from '../support/session';

/** axe at phone width first, then the desktop check and the screenshots at both widths, from the top of the page. */
const checkBothWidths = async (page: Page, card: Parameters<typeof checkScreen>[1]) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${card.title} (phone)`);
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, card);
};

/** Every team photo on the page has loaded (they load lazily: scrolled to first). */
const expectPhotosLoaded = async (page: Page, names: string[]) => {
  for (const name of names) {
    const photo = page.getByRole('img', { name, exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
};

const slug = `e2e-selling-${Date.now().toString(36)}`;

describe('[FUND] the fund page that sells', () => {
  const people = useAdminAndInvestor();

  it('[FUND] shows a visitor the key terms, progress to target, the team with photos and the questions, from the server', async () => {
    const { browser } = people;
    const { page, context } = await newVisitor(browser);
    // The server's HTML already carries the content: the Markdown was rendered there.
    const html = await (await context.request.get('/fund/venture-fund-iv')).text();
    for (const text of ['Key terms', 'Progress to target', 'The team', 'Maria Chen', 'Questions and answers']) {
      expect(html).toContain(text);
    }
    await page.goto('/fund/venture-fund-iv');
    await page.getByRole('heading', { name: 'Venture Fund IV', level: 1 }).waitFor();
    const terms = await page.locator('dl').first().textContent();
    for (const term of ['20% (Deal Carry)', '2% a year', '10 years', '2026', '$25,000.00'])
      expect(terms).toContain(term);
    const progress = page.getByRole('progressbar', { name: 'Progress to target' });
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/^(< 1|\d+)% of the target$/);
    expect(await page.getByText(/committed of \$20,000,000$/).count()).toBe(1);
    await expectPhotosLoaded(page, ['Maria Chen', 'David Okafor', 'Priya Raman']);
    await page.getByText('What are the fees?').click();
    await page.getByText(/There are no other fees charged to investors/).waitFor();
    // No status for a visitor who has not invested.
    expect(await page.getByText('Your status:').count()).toBe(0);
    await checkBothWidths(page, {
      id: 'page-fund-selling',
      title: 'Fund page: terms, progress, team and questions',
      group: 'Pages',
      order: 16,
      description:
        'A visitor on an open fund: the overview, key terms, progress to target (switched on by the admin), the team with photos and bios, and a question opened. Drawn on the server from Markdown rendered there.',
    });
    await context.close();
  });

  it("[FUND] shows the investor's own status in the status vocabulary", async () => {
    const { browser } = people;
    const { page, context } = await newVisitor(browser);
    await logInAs(context, DEMO.seasonedInvestor);
    await page.goto('/fund/opportunity-fund-i');
    await page.getByRole('heading', { name: 'Opportunity Fund I', level: 1 }).waitFor();
    expect(await page.getByText('Your status:').textContent()).toMatch(
      /^Your status: (Complete|Signed, under review)$/,
    );
    await page.goto('/fund/growth-equity-raise');
    await page.getByRole('heading', { name: 'Growth Equity Raise', level: 1 }).waitFor();
    await page.getByLabel('Commitment amount (USD)').waitFor();
    expect(await page.getByText('Your status:').count()).toBe(0);
    await context.close();
  });

  it('[FUND] lets the admin set terms, progress, team, photos and questions in Markdown that never runs as HTML', async () => {
    const { admin, investor } = people;
    const { page } = admin;
    await createFund(page, { slug, name: 'Selling Fund', legalName: 'Selling Fund, L.P.' });
    await page.getByLabel('Carry (%)').fill('20');
    await page.getByLabel('Management fee (% a year)').fill('2');
    await page.getByLabel('Term (years)').fill('7.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter the term as a whole number of years between 1 and 30.').waitFor();
    await page.getByLabel('Term (years)').fill('10');
    await page.getByLabel('Vintage year').fill('2026');
    await page.getByLabel('Target raise (USD)').fill('10,000,000');
    await page.getByLabel('Show progress to the target on the fund page').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The fund is saved.').waitFor();

    const form = page.getByRole('form', { name: 'Fund page' });
    await form.getByLabel('Overview').fill('**Selling** fund. <script>window.__ran = true</script>');
    await form.getByRole('button', { name: 'Add a person' }).click();
    await form.getByLabel('Name').fill('Ada Byron');
    await form.getByLabel('Role').fill('Partner');
    await form.getByLabel('Short bio').fill('*Analyst* of engines. [Link](javascript:window.__ran=true)');
    await form.getByRole('button', { name: 'Add a question' }).click();
    await form.getByLabel('Question 1').fill('Is it safe?');
    await form.getByLabel('Answer 1').fill('<img src=x onerror="window.__ran=true"> Yes.');
    await form.getByRole('button', { name: 'Save the fund page' }).click();
    await page.getByText('The fund page is saved.').waitFor();
    await form.getByLabel('Photo of Ada Byron').setInputFiles({
      name: 'ada.png',
      mimeType: 'image/png',
      buffer: initialsAvatarPng('Ada Byron', '#7a2e4f'),
    });
    await page.getByText('The photo is saved.').waitFor();
    await expectPhotosLoaded(page, ['Ada Byron']);
    await checkBothWidths(page, {
      id: 'admin-fund-page',
      title: 'Back office: the fund page',
      group: 'Back office',
      order: 25,
      description:
        'Editing a fund: key terms and progress to target in the fund form; below, the overview, team (with the photo upload) and questions in Markdown.',
    });

    const seen = investor.page;
    await seen.goto(`/fund/${slug}`);
    await seen.getByRole('heading', { name: 'Selling Fund', level: 1 }).waitFor();
    expect(await seen.locator('strong', { hasText: 'Selling' }).count()).toBe(1);
    expect(await seen.getByText('<script>window.__ran = true</script>', { exact: false }).count()).toBe(1);
    expect(await seen.getByText(/committed of \$10,000,000$/).count()).toBe(1);
    await expectPhotosLoaded(seen, ['Ada Byron']);
    await seen.getByText('Is it safe?').click();
    await seen.getByText(/<img src=x onerror=.*> Yes\./).waitFor();
    expect(await seen.getByRole('link', { name: 'Link', exact: true }).count()).toBe(0);
    expect(await seen.locator('a[href^="javascript:" i], [onerror], [onclick]').count()).toBe(0);
    expect(await seen.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

    // Once the investor has started, the page names where they stand.
    await startInvestment(seen, slug, 50_000);
    await seen.goto(`/fund/${slug}`);
    await expect.poll(() => seen.getByText('Your status:').textContent()).toMatch(/^Your status: In progress/);
  });
});
