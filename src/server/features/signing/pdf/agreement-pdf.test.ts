import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SIGNER_ROLES } from '../../../../shared/api/signing';
import { sha256Hex } from '../../../security/sha256';
import { ephemeralSigningIdentity, signingCommonName } from '../../../security/signing-identity';
import {
  AGREEMENT_FIELD_NAMES,
  type AgreementFields,
  emptyAgreementFields,
  signatureFieldOf,
  signedDateFieldOf,
} from '../agreement-fields';
import { pdfFieldNames, pdfPageCount, pdfText } from '../testing/pdf-inspect';
import { pdfsig, withOneByteChanged } from '../testing/pdfsig';
import { strokePng } from '../testing/png';
import type { Certificate } from './certificate-page';
import { buildDemoAgreementTemplate } from './demo-template';
import { fillAgreement } from './fill-agreement';
import { countersignAgreement, renderAgreement, sealAgreement } from './render-agreement';

const FIELDS: AgreementFields = {
  ...emptyAgreementFields(),
  fundLegalName: 'Venture Fund IV, L.P.',
  investorName: 'Ada Lovelace',
  investorTaxId: '123-45-6789',
  coInvestorName: 'Charles Babbage',
  coInvestorTaxId: '321-54-4321',
  commitmentAmount: '$25,000.00',
  residenceAddress: '350 Fifth Avenue, New York, NY 10118, US',
  investorSignerName: 'Ada Lovelace',
};

/** A one-page template of our own, to see what the provider does with fields it knows and does not know. */
const customTemplate = async (fieldNames: string[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  fieldNames.forEach((name, index) => {
    const field = form.createTextField(name);
    field.addToPage(page, { x: 50, y: 700 - index * 40, width: 300, height: 20 });
    field.setFontSize(10);
  });
  await doc.embedFont(StandardFonts.Helvetica);
  return doc.save();
};

describe('the demo agreement template', () => {
  it('carries every field the provider fills and a signature and date field per signer', async () => {
    const names = await pdfFieldNames(await buildDemoAgreementTemplate());
    for (const name of AGREEMENT_FIELD_NAMES) expect(names).toContain(name);
    for (const role of SIGNER_ROLES) {
      expect(names).toContain(signatureFieldOf(role));
      expect(names).toContain(signedDateFieldOf(role));
    }
  });

  it('keeps every field on its page', async () => {
    const doc = await PDFDocument.load(await buildDemoAgreementTemplate());
    for (const field of doc.getForm().getFields()) {
      for (const widget of field.acroField.getWidgets()) {
        const { x, y, width, height } = widget.getRectangle();
        expect(x, field.getName()).toBeGreaterThanOrEqual(36);
        expect(y, field.getName()).toBeGreaterThanOrEqual(36);
        expect(x + width, field.getName()).toBeLessThanOrEqual(576);
        expect(y + height, field.getName()).toBeLessThanOrEqual(756);
      }
    }
  });

  it('is the same document every time it is built', async () => {
    expect(sha256Hex(await buildDemoAgreementTemplate())).toBe(sha256Hex(await buildDemoAgreementTemplate()));
  });
});

describe('filling an agreement', () => {
  it('fills the known fields, masks tax ids and flattens the form', async () => {
    const filled = await fillAgreement(await buildDemoAgreementTemplate(), FIELDS);
    const text = await pdfText(filled.pdf);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('$25,000.00');
    expect(text).toContain('-6789');
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('321-54-4321');
    expect(filled.hasFullTaxId).toBe(false);
    expect(await pdfFieldNames(filled.pdf)).toEqual([]);
  });

  it('records where each signer signs and dates', async () => {
    const { placements } = await fillAgreement(await buildDemoAgreementTemplate(), FIELDS);
    for (const role of SIGNER_ROLES) {
      expect(placements[role]?.signature).toMatchObject({ page: 1 });
      expect(placements[role]?.date?.width).toBeGreaterThan(0);
    }
  });

  it('writes the full tax id only where the template asks for it, and says so', async () => {
    const template = await customTemplate(['investorTaxIdFull', 'investorTaxId', 'investorSignature']);
    const filled = await fillAgreement(template, FIELDS);
    expect(filled.hasFullTaxId).toBe(true);
    expect(await pdfText(filled.pdf)).toContain('123-45-6789');
  });

  it('leaves fields it does not know empty and has no placement for a signer the template leaves out', async () => {
    const template = await customTemplate(['customNote', 'investorName', 'investorSignature']);
    const filled = await fillAgreement(template, { ...FIELDS, investorName: 'Ada Lovelace' });
    expect(await pdfText(filled.pdf)).toContain('Ada Lovelace');
    expect(filled.placements.investor?.signature).not.toBeNull();
    expect(filled.placements.investor?.date).toBeNull();
    expect(filled.placements.spouse?.signature).toBeNull();
  });

  it('shrinks text that would not fit its field', async () => {
    const long = `${'Very Long Street Name '.repeat(6)}Apartment 12`;
    const filled = await fillAgreement(await buildDemoAgreementTemplate(), { ...FIELDS, residenceAddress: long });
    expect(await pdfText(filled.pdf)).toContain('Apartment 12');
  });
});

describe('stamping and sealing', () => {
  const signedAt = new Date('2026-05-04T15:30:00Z');
  const certificate: Certificate = {
    envelopeId: '6f1c7d1e-0000-4000-8000-000000000001',
    fundName: 'Venture Fund IV, L.P.',
    filledSha256: 'a'.repeat(64),
    completedAt: signedAt,
    disclosureVersion: '2026-01',
    signers: [
      {
        role: 'investor',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        authMethod: 'Logged in to the portal',
        consentedAt: signedAt,
        consentSha256: 'b'.repeat(64),
        consentIp: '203.0.113.7',
        consentUserAgent: 'Mozilla/5.0 Test',
        signedAt,
        signIp: '203.0.113.7',
        signUserAgent: 'Mozilla/5.0 Test',
        mark: { kind: 'typed', text: 'Ada Lovelace' },
      },
    ],
    events: [{ at: signedAt, type: 'signature.signed', who: 'Ada Lovelace', ip: '203.0.113.7' }],
  };

  it('stamps typed and drawn signatures with the signing day in US Eastern time', async () => {
    const filled = await fillAgreement(await buildDemoAgreementTemplate(), FIELDS);
    const pdf = await renderAgreement({
      filled: filled.pdf,
      placements: filled.placements,
      signers: [
        { role: 'investor', name: 'Ada Lovelace', signedAt, mark: { kind: 'typed', text: 'Ada Lovelace' } },
        { role: 'coInvestor', name: 'Charles Babbage', signedAt, mark: { kind: 'drawn', png: strokePng() } },
      ],
    });
    const text = await pdfText(pdf);
    expect(text.match(/May 4, 2026/g)?.length).toBe(2);
    expect(await pdfPageCount(pdf)).toBe(2);
  });

  const identity = ephemeralSigningIdentity();
  const sealOne = async () => {
    const filled = await fillAgreement(await buildDemoAgreementTemplate(), FIELDS);
    const signers = [
      { role: 'investor' as const, name: 'Ada Lovelace', signedAt, mark: { kind: 'typed' as const, text: 'Ada' } },
    ];
    return sealAgreement({ filled: filled.pdf, placements: filled.placements, signers, certificate, identity });
  };

  it('appends a certificate with the signers, their evidence and the disclosure hash', async () => {
    const pdf = await sealOne();
    const text = await pdfText(pdf);
    expect(await pdfPageCount(pdf)).toBe(3);
    for (const expected of [
      'Certificate of completion',
      certificate.envelopeId,
      'b'.repeat(64),
      '203.0.113.7',
      'Mozilla/5.0 Test',
      '2026-05-04 15:30:00 UTC',
      'Logged in to the portal',
    ]) {
      expect(text).toContain(expected);
    }
    const doc = await PDFDocument.load(pdf);
    expect(doc.getSubject()).toBe(`Envelope ${certificate.envelopeId}`);
  });

  it("carries the portal's digital signature over the whole file, which pdfsig finds valid", async () => {
    const pdf = await sealOne();
    expect(await pdfsig(pdf)).toEqual([
      {
        fieldName: 'Portal seal',
        commonName: signingCommonName(identity),
        type: 'adbe.pkcs7.detached',
        coversWholeFile: true,
        validation: 'Signature is Valid.',
      },
    ]);
  });

  it('is reported as altered by pdfsig once one byte of it changes', async () => {
    const forged = withOneByteChanged(await sealOne(), 'Sealed when every signer');
    expect(await pdfsig(forged)).toMatchObject([{ fieldName: 'Portal seal', validation: 'Digest Mismatch.' }]);
  });

  /** The text of one page alone. */
  const pageText = async (pdf: Uint8Array, index: number): Promise<string> => {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(await PDFDocument.load(pdf), [index]);
    if (page) single.addPage(page);
    return pdfText(await single.save());
  };

  const countersignedAt = new Date('2026-05-06T14:00:00Z');
  const countersignOne = async (sealed: Uint8Array) => {
    const mark = { kind: 'typed' as const, text: 'Ida Relations' };
    const who = { fundLegalName: 'Venture Fund IV, L.P.', name: 'Ida Relations', title: 'General Partner' };
    return countersignAgreement({
      sealed,
      envelopeId: certificate.envelopeId,
      documentTitle: 'Subscription agreement, Venture Fund IV, L.P.',
      acceptance: { ...who, at: countersignedAt, mark },
      record: {
        ...who,
        email: 'admin@investor-portal.local',
        authMethod: 'Logged in to the back office',
        at: countersignedAt,
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 Back office',
        signersSealSha256: 'c'.repeat(64),
        mark,
      },
      identity,
    });
  };

  it("appends the fund's acceptance page and the countersignature's record to the sealed file", async () => {
    const pdf = await countersignOne(await sealOne());
    expect(await pdfPageCount(pdf)).toBe(5);
    expect(await pageText(pdf, 2)).toContain('Certificate of completion');
    const acceptance = await pageText(pdf, 3);
    for (const expected of [
      'ACCEPTANCE BY THE FUND',
      'Ida Relations',
      'May 6, 2026',
      'Name: Ida Relations',
      'Title: General Partner',
      'For and on behalf of Venture Fund IV, L.P.',
    ]) {
      expect(acceptance).toContain(expected);
    }
    const recordPage = await pageText(pdf, 4);
    for (const expected of [
      'Certificate of countersignature',
      certificate.envelopeId,
      'Countersigned for the Fund: Ida Relations',
      '2026-05-06 14:00:00 UTC from 203.0.113.9',
      'Mozilla/5.0 Back office',
      'Logged in to the back office',
      'c'.repeat(64),
    ]) {
      expect(recordPage).toContain(expected);
    }
    expect(acceptance).not.toContain('Certificate of');
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Subscription agreement, Venture Fund IV, L.P. (countersigned)');
    expect(doc.getModificationDate()?.toISOString()).toBe(countersignedAt.toISOString());
  });

  it("adds the fund's signature as an incremental update: the signers' file stays its first part, and valid", async () => {
    const sealed = await sealOne();
    const pdf = await countersignOne(sealed);
    expect(Buffer.from(pdf.subarray(0, sealed.length)).equals(Buffer.from(sealed))).toBe(true);
    const signatures = await pdfsig(pdf);
    expect(
      signatures.map(({ fieldName, coversWholeFile, validation }) => ({ fieldName, coversWholeFile, validation })),
    ).toEqual([
      { fieldName: 'Portal seal', coversWholeFile: false, validation: 'Signature is Valid.' },
      { fieldName: 'Fund countersignature', coversWholeFile: true, validation: 'Signature is Valid.' },
    ]);
  });

  it("is reported as altered by pdfsig when a byte of the signers' part or of the update changes", async () => {
    const pdf = await countersignOne(await sealOne());
    expect(await pdfsig(withOneByteChanged(pdf, 'Sealed when every signer'))).toMatchObject([
      { fieldName: 'Portal seal', validation: 'Digest Mismatch.' },
      { fieldName: 'Fund countersignature', validation: 'Digest Mismatch.' },
    ]);
    expect(await pdfsig(withOneByteChanged(pdf, 'Countersigned by Ida'))).toMatchObject([
      { fieldName: 'Portal seal', validation: 'Signature is Valid.' },
      { fieldName: 'Fund countersignature', validation: 'Digest Mismatch.' },
    ]);
  });
});
