import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUND_MESSAGES } from '../../../../shared/schemas/admin/fund-messages';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { type AdminSession, logInAdmin, validFundInput } from '../testing/admin-fixtures';
import { SLUG_CHANGED, SLUG_TAKEN } from './fund-admin';

const agreementPdf = async (fields: string[]): Promise<string> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  fields.forEach((name, i) => {
    doc
      .getForm()
      .createTextField(name)
      .addToPage(page, { x: 40, y: 700 - i * 30, width: 200, height: 20 });
  });
  return Buffer.from(await doc.save()).toString('base64');
};

describe.each(testBackends())('back-office funds on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  it('creates a fund with every docs/spec.md §3 field that investors then see, with its derived state', async () => {
    const { app } = t();
    const input = validFundInput({
      type: 'syndication',
      syndicationAssetType: 'multiple',
      fundTypeCode: 'SYNDICATION',
    });
    const created = await postJson(app, '/api/admin/funds', input, admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      fund: { slug: input.fund.slug, syndicationAssetType: 'multiple', minimumInvestmentAmount: 2_500_000 },
      portalSettings: { startDatetime: '01/01/2020 09:00 am', portalType: 'fullQcp' },
      state: 'open',
      counts: { transactions: 0 },
      template: null,
    });
    const seen = (await getJson(app, `/api/fund/${input.fund.slug}`)).json();
    expect(seen).toMatchObject({ fund: { name: 'Back Office Fund', carryType: 'Deal Carry' }, state: 'open' });
    const listed = (await getJson(app, '/api/admin/funds', admin)).json();
    expect(listed.funds.map((f: { fund: { slug: string } }) => f.fund.slug)).toContain(input.fund.slug);
  });

  it('answers every invalid field with its message and saves nothing', async () => {
    const { app } = t();
    const input = validFundInput({ name: '', hexColor: 'green', maximumInvestmentAmount: 1 });
    input.portalSettings.endDatetime = '01/01/2019 09:00 am';
    const response = await postJson(app, '/api/admin/funds', input, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'fund.name': FUND_MESSAGES.name,
      'fund.hexColor': FUND_MESSAGES.hexColor,
      'fund.maximumInvestmentAmount': FUND_MESSAGES.maximumInvestmentAmount,
      'portalSettings.endDatetime': FUND_MESSAGES.endAfterStart,
    });
    expect((await getJson(app, `/api/fund/${input.fund.slug}`)).statusCode).toBe(404);
  });

  it('refuses a web address that another fund has', async () => {
    const { app } = t();
    const input = validFundInput();
    await postJson(app, '/api/admin/funds', input, admin);
    const again = await postJson(app, '/api/admin/funds', { ...input, fund: { ...input.fund, name: 'Other' } }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ 'fund.slug': SLUG_TAKEN });
  });

  it('edits a fund and its portal settings together, and audits what changed', async () => {
    const { app } = t();
    const input = validFundInput();
    await postJson(app, '/api/admin/funds', input, admin);
    input.fund.name = 'Back Office Fund II';
    input.fund.fundMaxExceeded = true;
    input.portalSettings.endDatetime = '06/30/2090 05:00 pm';
    const updated = await postJson(app, `/api/admin/funds/${input.fund.slug}`, input, admin);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ fund: { name: 'Back Office Fund II' }, state: 'waitlisted' });
    const audit = (await getJson(app, `/api/admin/audit?action=fund.updated&target=${input.fund.slug}`, admin)).json();
    expect(audit.entries[0]).toMatchObject({
      actor: { email: admin.email },
      details: {
        changes: {
          'fund.name': ['Back Office Fund', 'Back Office Fund II'],
          'fund.fundMaxExceeded': [false, true],
          'portalSettings.endDatetime': ['12/31/2098 05:00 pm', '06/30/2090 05:00 pm'],
        },
      },
    });
  });

  it('keeps the web address of a fund and leaves it whole when an edit is invalid', async () => {
    const { app } = t();
    const input = validFundInput();
    await postJson(app, '/api/admin/funds', input, admin);
    const moved = await postJson(app, `/api/admin/funds/${input.fund.slug}`, validFundInput(), admin);
    expect(moved.json()).toMatchObject({ message: SLUG_CHANGED });
    const half = { ...input, fund: { ...input.fund, name: 'Renamed' }, portalSettings: { ...input.portalSettings } };
    half.portalSettings.portalType = 'reservationPortal';
    expect((await postJson(app, `/api/admin/funds/${input.fund.slug}`, half, admin)).statusCode).toBe(400);
    expect((await getJson(app, `/api/admin/funds/${input.fund.slug}`, admin)).json().fund.name).toBe(
      'Back Office Fund',
    );
  });

  it("turns the fund's 'collect tax forms' setting on, off by default, and refuses a value that is not yes or no", async () => {
    const { app } = t();
    const input = validFundInput();
    const created = await postJson(app, '/api/admin/funds', input, admin);
    expect(created.json().fund.collectTaxForms).toBe(false);
    const on = await postJson(
      app,
      `/api/admin/funds/${input.fund.slug}`,
      { ...input, fund: { ...input.fund, collectTaxForms: true } },
      admin,
    );
    expect(on.statusCode).toBe(200);
    expect((await getJson(app, `/api/admin/funds/${input.fund.slug}`, admin)).json().fund.collectTaxForms).toBe(true);
    const missing: Record<string, unknown> = { ...input.fund };
    delete missing.collectTaxForms;
    const refused = await postJson(app, `/api/admin/funds/${input.fund.slug}`, { ...input, fund: missing }, admin);
    expect(refused.statusCode).toBe(400);
    const text = { ...input, fund: { ...input.fund, collectTaxForms: 'maybe' } };
    expect((await postJson(app, `/api/admin/funds/${input.fund.slug}`, text, admin)).statusCode).toBe(400);
    expect((await getJson(app, `/api/admin/funds/${input.fund.slug}`, admin)).json().fund.collectTaxForms).toBe(true);
  });

  it('answers 404 for a fund that does not exist', async () => {
    const { app } = t();
    expect((await getJson(app, '/api/admin/funds/no-such-fund', admin)).statusCode).toBe(404);
    const input = validFundInput({ slug: 'no-such-fund' });
    expect((await postJson(app, '/api/admin/funds/no-such-fund', input, admin)).statusCode).toBe(404);
  });

  it('refuses a body with unknown fields or wrong types', async () => {
    const { app } = t();
    const input = validFundInput();
    const extra = await postJson(app, '/api/admin/funds', { ...input, fund: { ...input.fund, isSecret: true } }, admin);
    expect(extra.statusCode).toBe(400);
    const text = await postJson(
      app,
      '/api/admin/funds',
      { ...input, fund: { ...input.fund, minimumInvestmentAmount: '25000' } },
      admin,
    );
    expect(text.statusCode).toBe(400);
  });

  it('previews which fields of an agreement PDF the portal fills and which it does not know', async () => {
    const { app } = t();
    const pdfBase64 = await agreementPdf(['investorName', 'investorSignature', 'sideLetter']);
    const preview = await postJson(app, '/api/admin/agreement-preview', { pdfBase64 }, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      hasInvestorSignature: true,
      fields: [
        { name: 'investorName', use: 'filled', label: 'Subscriber' },
        { name: 'investorSignature', use: 'signature' },
        { name: 'sideLetter', use: 'unknown' },
      ],
    });
    const notPdf = await postJson(app, '/api/admin/agreement-preview', { pdfBase64: 'aGVsbG8=' }, admin);
    expect(notPdf.statusCode).toBe(400);
  });

  it('shows the uploaded agreement template of a fund', async () => {
    const { app } = t();
    const input = validFundInput();
    await postJson(app, '/api/admin/funds', input, admin);
    const pdfBase64 = await agreementPdf(['investorName', 'investorSignature']);
    const uploaded = await postJson(app, `/api/admin/signing/funds/${input.fund.slug}/template`, { pdfBase64 }, admin);
    expect(uploaded.statusCode).toBe(201);
    const fund = (await getJson(app, `/api/admin/funds/${input.fund.slug}`, admin)).json();
    expect(fund.template).toMatchObject({ sha256: uploaded.json().sha256 });
  });
});
