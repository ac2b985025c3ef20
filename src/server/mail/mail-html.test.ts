import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { funds } from '../db/schema/funds';
import { approvedMail } from '../features/back-office/decisions/decision-mail';
import { FUNDS, seedFunds } from '../features/investment-flow/testing/flow-fixtures';
import { codeMail } from '../features/signing/signing-mail';
import { mailText } from '../test/smtp-peer';
import { testBackends, useTestApp } from '../test/test-app';
import { deliverMail } from './deliver-mail';
import { contrastRatio, mailBlocks, mailHtml, PORTAL_BRAND, readableColor } from './mail-html';

const LINK = 'https://portal.example/investment-summary#abc';

const approved = approvedMail({
  to: 'ada@example.com',
  investorName: 'Ada <b>Lovelace</b>',
  fundName: 'Venture Fund IV',
  fundSlug: FUNDS.promotedVenture,
  link: LINK,
  statusText: 'Approved: awaiting funds',
});

describe('an e-mail drawn as HTML from its text', () => {
  it('reads the text as paragraphs, its link as the action and a code as a code', () => {
    const blocks = mailBlocks(approved.text, { link: LINK, action: 'Open your investment summary' });
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: 'Dear Ada <b>Lovelace</b>,' });
    expect(blocks).toContainEqual({ kind: 'action', label: 'Open your investment summary', url: LINK });
    // A paragraph the text wraps over lines reads as one.
    expect(blocks.at(-1)).toMatchObject({
      kind: 'paragraph',
      text: expect.stringMatching(/^The wire instructions .* call investor relations\.$/),
    });
    const code = codeMail({ to: 'x@example.com', code: '482913', fundName: 'Venture Fund IV' });
    expect(mailBlocks(code.text, {})).toContainEqual({ kind: 'code', text: '482913' });
    expect(mailBlocks('Please:\n\n- first: a\n- second: b', {})).toContainEqual({
      kind: 'list',
      items: ['first: a', 'second: b'],
    });
  });

  it('says every word of the text part, escaped, in a page with its language, title and button', () => {
    const html = mailHtml({ ...approved, brand: { name: 'Venture Fund IV', color: '#1f4e79' } });
    expect(html).toMatch(/^<!DOCTYPE html><html[^>]* lang="en"/);
    expect(html).toContain(`<title>${approved.subject}</title>`);
    expect(html).toContain(`href="${LINK}"`);
    expect(html).toContain('Open your investment summary');
    expect(html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(html).not.toContain('<b>Lovelace</b>');
    // The page's words, as a mail program shows them, hold each paragraph of the text part.
    const shown = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    for (const paragraph of approved.text.split('\n\n')) {
      // The link's line is the button (and the address under it).
      const prose = paragraph.split('\n').filter((line) => line !== LINK);
      expect(shown).toContain(prose.join(' ').replace(/\s+/g, ' ').trim());
    }
    expect(html).not.toMatch(/<img/);
  });

  it('darkens a light fund colour until its words and its button keep 4.5:1 against white', () => {
    for (const color of ['#ffd700', '#9ad0ff', '#ffffff', '#1f4e79', 'not a colour']) {
      expect(contrastRatio(readableColor(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableColor('#1f4e79')).toBe('#1f4e79');
    expect(readableColor('not a colour')).toBe(PORTAL_BRAND.color);
  });
});

describe.each(testBackends())('e-mails as sent on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('sends a text part and an HTML part in the fund name and colour, the text first for text-only readers', async () => {
    const { app, smtp } = t();
    await app.deps.db.update(funds).set({ hexColor: '#0b6e4f' }).where(eq(funds.slug, FUNDS.promotedVenture));
    const [fund] = await app.deps.db.select().from(funds).where(eq(funds.slug, FUNDS.promotedVenture));
    const to = `html-${Date.now()}@example.com`;
    expect(await deliverMail(app.deps.db, app.deps.mailer, { ...approved, to })).toBe(true);
    const mail = await smtp.waitFor(to);
    const raw = mailText(mail);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const textAt = raw.indexOf('Content-Type: text/plain');
    const htmlAt = raw.indexOf('Content-Type: text/html');
    expect(textAt).toBeGreaterThan(0);
    expect(htmlAt).toBeGreaterThan(textAt);
    const html = raw.slice(htmlAt);
    expect(html).toContain(fund?.name ?? 'no fund');
    expect(html).toContain('#0b6e4f');
    expect(raw.slice(textAt, htmlAt)).toContain(approved.text.split('\n')[2] ?? 'no line');
  });

  it("sends a mail without a fund in the portal's own name", async () => {
    const { app, smtp } = t();
    const to = `portal-${Date.now()}@example.com`;
    await deliverMail(app.deps.db, app.deps.mailer, { kind: 'test', to, subject: 'Hello', text: 'Plain words.' });
    const raw = mailText(await smtp.waitFor(to));
    expect(raw.slice(raw.indexOf('Content-Type: text/html'))).toContain(PORTAL_BRAND.name);
  });
});
