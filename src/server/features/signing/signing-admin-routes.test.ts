import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignAnswer, SigningView } from '../../../shared/api/signing';
import { DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-people';
import { selectRows } from '../../db/select-rows';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { logInThroughSecondFactor } from '../../test/two-step';
import { FUNDS, SSN, SSN_DIGITS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { TEMPLATE_NEEDS_SIGNATURE } from './signing-admin-routes';
import { pdfFieldNames, pdfText } from './testing/pdf-inspect';
import { individualAtSigning, openSigning, signAsInvestor, templateAskingFullTaxId } from './testing/signing-fixtures';

describe.each(testBackends())('signing in the back office on %s', (backend) => {
  const t = useTestApp(backend);
  let admin = '';
  beforeAll(async () => {
    await seedFunds(t().app);
    ({ cookie: admin } = await logInThroughSecondFactor(t().app, 'admin@investor-portal.local', DEMO_ADMIN_PASSWORD));
  });

  /** Every stored agreement: an encrypted one must be ciphertext, a plain one must not hold a full tax id. */
  const storedAgreements = async () => {
    const rows = await selectRows<{ is_encrypted: boolean; content: Uint8Array }>(
      t().database.db,
      // Subscription agreements only: the demo syndication investor's NDA holds no tax id.
      sql.raw(
        `select is_encrypted, content from documents where kind <> 'template' and file_name not like 'syndication-program-nda%'`,
      ),
    );
    return Promise.all(
      rows.map(async (row) => {
        const content = Buffer.from(row.content);
        const text = row.is_encrypted ? content.toString('utf8') : await pdfText(content);
        return { isEncrypted: row.is_encrypted, text };
      }),
    );
  };

  it('lets an admin download any agreement and read its evidence trail', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const { view } = (await signAsInvestor(app, investor)).json() as SignAnswer;
    const pdf = await getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/document`, {
      cookie: admin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Certificate of completion');
    const trail = await getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/events`, {
      cookie: admin,
    });
    expect(trail.json()).toMatchObject({ envelopeId: view.envelopeId, status: 'completed' });
    const types = trail.json().events.map((e: { type: string }) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'envelope.created',
        'document.viewed',
        'consent.accepted',
        'signature.signed',
        'envelope.completed',
      ]),
    );
    const verified = await postJson(app, '/api/signing/verify', { envelopeId: view.envelopeId }, { cookie: admin });
    expect(verified.json().isAltered).toBe(false);
  });

  it('keeps the back-office signing calls for admins', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    await openSigning(app, investor);
    const other = await signUp(app);
    const calls = [
      () => getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/document`, investor),
      () => getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/events`, other),
      () => getJson(app, `/api/admin/signing/funds/${FUNDS.bondRaise}/template`, investor),
      () => postJson(app, `/api/admin/signing/funds/${FUNDS.bondRaise}/template`, { pdfBase64: 'JVBERi0=' }, investor),
      () => postJson(app, '/api/admin/signing/reminders', {}, investor),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
  });

  it('refuses a template without a place for the subscriber to sign, and anything that is not a PDF', async () => {
    const { app } = t();
    const doc = await PDFDocument.create();
    doc.addPage();
    const noField = Buffer.from(await doc.save()).toString('base64');
    const refused = await postJson(
      app,
      `/api/admin/signing/funds/${FUNDS.equityRaise}/template`,
      { pdfBase64: noField },
      { cookie: admin },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TEMPLATE_NEEDS_SIGNATURE);
    const notPdf = await postJson(
      app,
      `/api/admin/signing/funds/${FUNDS.equityRaise}/template`,
      { pdfBase64: 'aGVsbG8=' },
      { cookie: admin },
    );
    expect(notPdf.statusCode).toBe(400);
  });

  it("fills a fund's own template; where it asks for the full tax id, the stored agreement is encrypted", async () => {
    const { app } = t();
    const before = await individualAtSigning(app);
    // The portal's own agreement comes with its reading view (its text, the values in place, the tax id masked).
    const own = (await openSigning(app, before)).json() as SigningView;
    expect(own.reading?.[0]).toEqual({ kind: 'title', text: 'SUBSCRIPTION AGREEMENT', label: null, role: null });
    expect(own.reading).toContainEqual({
      kind: 'field',
      text: '•••-••-6789',
      label: 'Tax id (SSN or foreign)',
      role: null,
    });
    expect(JSON.stringify(own.reading)).not.toContain(SSN);
    await signAsInvestor(app, before);
    const plain = await storedAgreements();
    expect(plain.length).toBeGreaterThan(0);
    for (const { isEncrypted, text } of plain) {
      expect(isEncrypted).toBe(false);
      expect(text).toContain('-6789');
      expect(text).not.toContain(SSN);
      expect(text).not.toContain(SSN_DIGITS);
    }

    const upload = await postJson(
      app,
      `/api/admin/signing/funds/${FUNDS.promotedVenture}/template`,
      { pdfBase64: (await templateAskingFullTaxId()).toString('base64'), fileName: 'venture-fund-iv.pdf' },
      { cookie: admin },
    );
    expect(upload.statusCode).toBe(201);
    const template = await getJson(app, `/api/admin/signing/funds/${FUNDS.promotedVenture}/template`, {
      cookie: admin,
    });
    expect(await pdfFieldNames(template.rawPayload)).toContain('investorTaxIdFull');

    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    expect(view.lines).toContainEqual({ label: 'Tax id', value: '•••-••-6789' });
    // A fund's own template has its PDF alone: the portal does not know its words.
    expect(view.reading).toBeNull();
    const pdf = await getJson(app, view.documentUrl, investor);
    expect(await pdfText(pdf.rawPayload)).toContain(SSN_DIGITS);
    await signAsInvestor(app, investor);
    const sealed = await getJson(app, view.documentUrl, investor);
    expect(await pdfText(sealed.rawPayload)).toContain(SSN_DIGITS);
    const stored = await storedAgreements();
    const encrypted = stored.filter((d) => d.isEncrypted);
    expect(encrypted.length).toBe(2);
    for (const { isEncrypted, text } of stored) {
      expect(text).not.toContain(SSN);
      expect(text).not.toContain(SSN_DIGITS);
      if (isEncrypted) expect(text.startsWith('enc:v1:')).toBe(true);
    }
  });
});
