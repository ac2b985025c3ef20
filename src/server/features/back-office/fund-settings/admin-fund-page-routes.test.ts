// The fund page that sells (docs/admin.md 'The fund page'): key terms, progress to target, the team with photos and
// the FAQ, edited in the back office as Markdown and seen by investors as sanitised HTML.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminFundPageAnswer, FundPageInput } from '../../../../shared/api/fund-page';
import { countsTowardTarget, investmentStatus } from '../../../../shared/domain/investment-status';
import { FUND_MESSAGES } from '../../../../shared/schemas/admin/fund-messages';
import { FUND_PAGE_MESSAGES } from '../../../../shared/schemas/admin/fund-page.schema';
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/fields/upload';
import { transactions } from '../../../db/schema/transactions';
import { initialsAvatarPng } from '../../../db/seed/initials-avatar';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../../test/test-app';
import { seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { type AdminSession, logInAdmin, validFundInput } from '../testing/admin-fixtures';
import { MEMBER_NOT_FOUND, PHOTO_KIND, PHOTO_TOO_LARGE } from './fund-page-admin';

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
/** A real element (not escaped text) carrying an on… attribute. */
const EVENT_ATTRIBUTE = /<[a-z][^>]*\son[a-z]+\s*=/i;

const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="https://example.com" onclick="steal()">click</a>',
  '[click me](javascript:alert(document.cookie))',
  '[data](data:text/html;base64,PHNjcmlwdD4=)',
].join('\n\n');

const pageInput = (over: Partial<FundPageInput> = {}): FundPageInput => ({
  overviewMarkdown: `**A venture fund** for founders.\n\n${HOSTILE}`,
  team: [
    {
      id: null,
      name: 'Maria Chen',
      role: 'Managing Partner',
      bioMarkdown: `Twenty years in *software*.\n\n${HOSTILE}`,
    },
    {
      id: null,
      name: 'David Okafor',
      role: 'Partner',
      bioMarkdown: 'Former operator; [profile](https://example.com).',
    },
  ],
  faq: [
    { question: 'When are capital calls?', answerMarkdown: `Over **four years**.\n\n${HOSTILE}` },
    { question: 'What are the fees?', answerMarkdown: '2% a year and 20% carry.' },
  ],
  ...over,
});

type PublicFund = {
  fund: Record<string, unknown>;
  page: {
    overviewHtml: string;
    team: { id: string; name: string; role: string; bioHtml: string; photoUrl: string | null }[];
    faq: { question: string; answerHtml: string }[];
  };
  progress: { committedAmount: number; targetAmount: number } | null;
};

describe.each(testBackends())('the fund page that sells on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const createFund = async (over: Parameters<typeof validFundInput>[0] = {}) => {
    const input = validFundInput(over);
    const created = await postJson(t().app, '/api/admin/funds', input, admin);
    expect(created.statusCode).toBe(201);
    return input;
  };
  const publicFund = async (slug: string, cookie?: string): Promise<PublicFund> => {
    const response = await getJson(t().app, `/api/fund/${slug}`, cookie ? { cookie } : {});
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const savePage = (slug: string, body: unknown) => postJson(t().app, `/api/admin/funds/${slug}/page`, body, admin);
  const uploadPhoto = (slug: string, memberId: string, bytes: Buffer | string, fileName = 'photo.png') =>
    postJson(t().app, `/api/admin/funds/${slug}/team/${memberId}/photo`, { fileName, dataBase64: b64(bytes) }, admin);

  describe('key terms', () => {
    it('saves carry, management fee, term and vintage, and investors see them', async () => {
      const input = await createFund({
        carryType: 'Deal Carry',
        carryPercentage: 17.5,
        managementFeePercentage: 1.75,
        termYears: 12,
        vintageYear: 2025,
      });
      const { fund } = await publicFund(input.fund.slug);
      expect(fund).toMatchObject({
        carryType: 'Deal Carry',
        carryPercentage: 17.5,
        managementFeePercentage: 1.75,
        termYears: 12,
        vintageYear: 2025,
      });
    });

    it('answers each out-of-range term with its message and saves nothing', async () => {
      const input = validFundInput({
        carryPercentage: 60,
        managementFeePercentage: 1.234,
        termYears: 7.5,
        vintageYear: 1850,
        targetAmount: 100,
        isProgressShown: true,
      });
      const response = await postJson(t().app, '/api/admin/funds', input, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'fund.carryPercentage': FUND_MESSAGES.carryPercentage,
        'fund.managementFeePercentage': FUND_MESSAGES.managementFeePercentage,
        'fund.termYears': FUND_MESSAGES.termYears,
        'fund.vintageYear': FUND_MESSAGES.vintageYear,
        'fund.targetAmount': FUND_MESSAGES.targetAmount,
      });
      expect((await getJson(t().app, `/api/fund/${input.fund.slug}`)).statusCode).toBe(404);
    });

    it('refuses progress shown without a target', async () => {
      const input = validFundInput({ targetAmount: null, isProgressShown: true });
      const response = await postJson(t().app, '/api/admin/funds', input, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'fund.isProgressShown': FUND_MESSAGES.progressNeedsTarget });
    });

    it.each([
      ['words for a term', { termYears: 'ten' }],
      ['a string for a carry', { carryPercentage: '20' }],
      ['no switch', { isProgressShown: null }],
    ])('answers %s with a 400, never a 500', async (_name, over) => {
      const input = validFundInput();
      const response = await postJson(
        t().app,
        '/api/admin/funds',
        { ...input, fund: { ...input.fund, ...over } },
        admin,
      );
      expect(response.statusCode).toBe(400);
    });
  });

  describe('progress to target', () => {
    /** One transaction of each kind on the fund, straight in the database. */
    const seedCommitments = async (app: FastifyInstance, slug: string) => {
      const { userId } = await signUp(app);
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      const rows = [
        { amount: 100_000_00, currentStep: 'QUALIFIED_PURCHASER' as const },
        { amount: 200_000_00, currentStep: 'MID_CLOSING' as const },
        { amount: 300_000_00, currentStep: 'MID_CLOSING' as const, subscriptionAgreementDate: day(2) },
        {
          amount: 400_000_00,
          currentStep: 'MID_CLOSING' as const,
          subscriptionAgreementDate: day(2),
          isApproved: true,
        },
        {
          amount: 500_000_00,
          currentStep: 'MID_CLOSING' as const,
          subscriptionAgreementDate: day(2),
          fundsTransferDate: day(5),
        },
        { amount: 600_000_00, currentStep: 'MID_CLOSING' as const, completionDate: day(9) },
        {
          amount: 700_000_00,
          currentStep: 'MID_CLOSING' as const,
          subscriptionAgreementDate: day(2),
          rejectionDate: day(3),
          rejectionReason: 'Fully subscribed.',
        },
        { amount: 800_000_00, currentStep: 'INITIAL' as const, waitListDate: day(4) },
        { amount: 900_000_00, currentStep: 'INVALID_INVESTOR_STATUS' as const },
      ];
      const inserted = await app.deps.db
        .insert(transactions)
        .values(rows.map((row) => ({ ...row, userId, fundSlug: slug })))
        .returning();
      return inserted;
    };

    it('is absent, and the target private, until the admin shows it', async () => {
      const input = await createFund({ targetAmount: 5_000_000_00, isProgressShown: false });
      const seen = await publicFund(input.fund.slug);
      expect(seen.progress).toBeNull();
      expect(seen.fund.targetAmount).toBeNull();
    });

    it('sums the commitments signed by everyone and later, never the declined, waitlisted or in progress', async () => {
      const { app } = t();
      const input = await createFund({ targetAmount: 5_000_000_00, isProgressShown: true });
      const rows = await seedCommitments(app, input.fund.slug);
      // The sum the status vocabulary gives, computed here row by row.
      const expected = rows
        .filter((row) =>
          countsTowardTarget(
            investmentStatus({
              ...row,
              completionDate: row.completionDate?.toISOString() ?? null,
              fundsTransferDate: row.fundsTransferDate?.toISOString() ?? null,
              proofOfAccreditationDate: row.proofOfAccreditationDate?.toISOString() ?? null,
              subscriptionAgreementDate: row.subscriptionAgreementDate?.toISOString() ?? null,
              rejectionDate: row.rejectionDate?.toISOString() ?? null,
              withdrawalDate: row.withdrawalDate?.toISOString() ?? null,
              waitListDate: row.waitListDate?.toISOString() ?? null,
            }),
          ),
        )
        .reduce((sum, row) => sum + (row.amount ?? 0), 0);
      expect(expected).toBe((300_000 + 400_000 + 500_000 + 600_000) * 100);
      const seen = await publicFund(input.fund.slug);
      expect(seen.progress).toEqual({ committedAmount: expected, targetAmount: 5_000_000_00 });
      expect(seen.fund.targetAmount).toBe(5_000_000_00);

      // Switched off again: gone from the answer.
      const off = await postJson(
        app,
        `/api/admin/funds/${input.fund.slug}`,
        { ...input, fund: { ...input.fund, isProgressShown: false } },
        admin,
      );
      expect(off.statusCode).toBe(200);
      expect((await publicFund(input.fund.slug)).progress).toBeNull();
    });
  });

  describe('team and FAQ in Markdown', () => {
    it('renders the overview, bios and answers as HTML with no script, raw HTML, javascript: link or event', async () => {
      const { fund } = await createFund();
      const saved = await savePage(fund.slug, pageInput());
      expect(saved.statusCode).toBe(200);
      const answer: AdminFundPageAnswer = saved.json();
      // The back office gets the Markdown back as written.
      expect(answer.team.map((m) => m.name)).toEqual(['Maria Chen', 'David Okafor']);
      expect(answer.team[0]?.bioMarkdown).toContain('<script>');
      expect(answer.faq[0]?.answerMarkdown).toContain('javascript:');

      const { page } = await publicFund(fund.slug);
      expect(page.overviewHtml).toContain('<strong>A venture fund</strong>');
      expect(page.team[1]?.bioHtml).toContain(
        '<a href="https://example.com" rel="nofollow noopener noreferrer">profile</a>',
      );
      expect(page.faq.map((entry) => entry.question)).toEqual(['When are capital calls?', 'What are the fees?']);
      const html = [page.overviewHtml, ...page.team.map((m) => m.bioHtml), ...page.faq.map((e) => e.answerHtml)];
      for (const fragment of html) {
        expect(fragment).not.toMatch(/<script/i);
        expect(fragment).not.toMatch(/<(img|iframe|svg|style)\b/i);
        expect(fragment).not.toMatch(/href="(javascript|data|vbscript):/i);
        expect(fragment).not.toMatch(/<a href="https:\/\/example.com" onclick/i);
        expect(fragment).not.toMatch(EVENT_ATTRIBUTE);
      }
      expect(page.overviewHtml).toContain('&lt;script&gt;');
      // The source never reaches investors.
      expect(JSON.stringify(page)).not.toContain('Markdown');
    });

    it('answers each invalid entry with its message, keyed by its place, and keeps what was saved', async () => {
      const { fund } = await createFund();
      await savePage(fund.slug, pageInput());
      const response = await savePage(
        fund.slug,
        pageInput({
          team: [{ id: null, name: '  ', role: 'Partner', bioMarkdown: 'x'.repeat(1201) }],
          faq: [{ question: 'Why?', answerMarkdown: '' }],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'team[0].name': FUND_PAGE_MESSAGES.name,
        'team[0].bioMarkdown': FUND_PAGE_MESSAGES.tooLong(1200),
        'faq[0].answerMarkdown': FUND_PAGE_MESSAGES.answer,
      });
      expect((await publicFund(fund.slug)).page.team).toHaveLength(2);
    });

    it.each([
      ['an id that is not one', { team: [{ id: 'abc', name: 'A', role: 'B', bioMarkdown: 'C' }] }],
      ['an unknown field', { extra: true }],
      ['a number for a question', { faq: [{ question: 1, answerMarkdown: 'x' }] }],
      ['a huge overview', { overviewMarkdown: 'x'.repeat(9000) }],
      ['an overview over its limit', { overviewMarkdown: 'x'.repeat(4001) }],
    ])('refuses %s with a 400', async (_name, over) => {
      const { fund } = await createFund();
      const response = await savePage(fund.slug, { ...pageInput(), ...over });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it("refuses another fund's team member by id", async () => {
      const [first, second] = [await createFund(), await createFund()];
      const saved: AdminFundPageAnswer = (await savePage(first.fund.slug, pageInput())).json();
      const theirs = saved.team[0];
      if (!theirs) throw new Error('no member saved');
      const response = await savePage(
        second.fund.slug,
        pageInput({ team: [{ id: theirs.id, name: 'Taken', role: 'Partner', bioMarkdown: 'x' }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEMBER_NOT_FOUND);
      expect((await publicFund(first.fund.slug)).page.team[0]?.name).toBe('Maria Chen');
    });

    it('answers 404 for a fund that does not exist', async () => {
      expect((await savePage('no-such-fund', pageInput())).statusCode).toBe(404);
      expect((await getJson(t().app, '/api/admin/funds/no-such-fund/page', admin)).statusCode).toBe(404);
    });
  });

  describe('team photos', () => {
    it('serves an uploaded PNG publicly, cacheable for a year at its versioned address, kept across saves', async () => {
      const { app } = t();
      const { fund } = await createFund();
      const saved: AdminFundPageAnswer = (await savePage(fund.slug, pageInput())).json();
      const maria = saved.team[0];
      if (!maria) throw new Error('no member saved');
      const png = initialsAvatarPng('Maria Chen', '#0b6e4f');
      const uploaded = await uploadPhoto(fund.slug, maria.id, png);
      expect(uploaded.statusCode).toBe(200);

      const { page } = await publicFund(fund.slug);
      const photoUrl = page.team[0]?.photoUrl;
      expect(photoUrl).toMatch(new RegExp(`^/api/fund/${fund.slug}/team/${maria.id}/photo\\?v=[0-9a-f]{16}$`));
      expect(page.team[1]?.photoUrl).toBeNull();

      const photo = await getJson(app, photoUrl ?? '');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.rawPayload.equals(png)).toBe(true);
      const again = await getJson(app, photoUrl ?? '', { headers: { 'if-none-match': String(photo.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const unversioned = await getJson(app, `/api/fund/${fund.slug}/team/${maria.id}/photo`);
      expect(unversioned.headers['cache-control']).toBe('public, max-age=300');

      // Saved again with her id: she keeps her photo; dropped: her photo goes with her.
      await savePage(fund.slug, pageInput({ team: [{ ...maria, name: 'Maria Chen-Ruiz' }] }));
      expect((await publicFund(fund.slug)).page.team[0]?.photoUrl).toBe(photoUrl);
      await savePage(fund.slug, pageInput({ team: [] }));
      expect((await getJson(app, photoUrl ?? '')).statusCode).toBe(404);
    });

    it.each([
      ['a PDF', Buffer.from('%PDF-1.7\n%%EOF'), PHOTO_KIND],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), UPLOAD_MESSAGES.kind],
      ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), UPLOAD_MESSAGES.kind],
      ['an empty file', Buffer.alloc(0), UPLOAD_MESSAGES.empty],
    ])('refuses %s by its bytes', async (_name, bytes, message) => {
      const { fund } = await createFund();
      const saved: AdminFundPageAnswer = (await savePage(fund.slug, pageInput())).json();
      const response = await uploadPhoto(fund.slug, saved.team[0]?.id ?? '', bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses a photo over 2 MB, and a body too large to read, with a 4xx', async () => {
      const { fund } = await createFund();
      const saved: AdminFundPageAnswer = (await savePage(fund.slug, pageInput())).json();
      const id = saved.team[0]?.id ?? '';
      const justOver = Buffer.concat([initialsAvatarPng('A B', '#000000'), Buffer.alloc(2 * 1024 * 1024)]);
      const response = await uploadPhoto(fund.slug, id, justOver);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PHOTO_TOO_LARGE);
      const huge = await uploadPhoto(fund.slug, id, Buffer.concat([justOver, Buffer.alloc(1024 * 1024)]));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe(PHOTO_TOO_LARGE);
    });

    it('answers 404 for an unknown member or photo, and 400 for an id that is not one', async () => {
      const { fund } = await createFund();
      const png = initialsAvatarPng('A B', '#000000');
      expect((await uploadPhoto(fund.slug, randomUUID(), png)).statusCode).toBe(404);
      expect((await getJson(t().app, `/api/fund/${fund.slug}/team/${randomUUID()}/photo`)).statusCode).toBe(404);
      expect((await getJson(t().app, `/api/fund/${fund.slug}/team/not-an-id/photo`)).statusCode).toBe(400);
    });
  });
});
