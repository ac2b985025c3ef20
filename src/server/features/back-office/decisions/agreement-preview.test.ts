import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http-error';
import { classifyField, previewAgreement } from './agreement-preview';

const pdfWithFields = async (names: string[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const form = doc.getForm();
  names.forEach((name, index) => {
    form.createTextField(name).addToPage(page, { x: 50, y: 700 - index * 30, width: 200, height: 20 });
  });
  return doc.save();
};

describe('previewing a fund agreement template', () => {
  it.each([
    ['investorName', { use: 'filled', label: 'Subscriber', isFullTaxId: false }],
    ['investorTaxId', { use: 'filled', label: 'Tax id', isFullTaxId: false }],
    ['investorTaxIdFull', { use: 'filled', label: 'Tax id (in full)', isFullTaxId: true }],
    ['investorSignature', { use: 'signature', label: 'Signature of the subscriber' }],
    ['spouseSignedDate', { use: 'signedDate', label: 'Date the spouse signed' }],
    ['investorNameFull', { use: 'unknown' }],
    ['favouriteColour', { use: 'unknown' }],
  ])('reads the field %s', (name, expected) => {
    expect(classifyField(name)).toEqual({ name, ...expected });
  });

  it('lists what the portal fills, what it does not know and what the PDF lacks', async () => {
    const preview = await previewAgreement(
      await pdfWithFields(['investorName', 'commitmentAmount', 'investorSignature', 'boardSeat']),
    );
    expect(preview.fields.map((f) => [f.name, f.use])).toEqual([
      ['investorName', 'filled'],
      ['commitmentAmount', 'filled'],
      ['investorSignature', 'signature'],
      ['boardSeat', 'unknown'],
    ]);
    expect(preview.hasInvestorSignature).toBe(true);
    expect(preview.notInTemplate).toContain('fundLegalName');
    expect(preview.notInTemplate).not.toContain('investorName');
    expect(preview.pageCount).toBe(1);
  });

  it('says when the subscriber has nowhere to sign', async () => {
    expect((await previewAgreement(await pdfWithFields(['investorName']))).hasInvestorSignature).toBe(false);
  });

  it('counts a full tax id field as filling that tax id', async () => {
    const preview = await previewAgreement(await pdfWithFields(['investorTaxIdFull', 'investorSignature']));
    expect(preview.notInTemplate).not.toContain('investorTaxId');
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(previewAgreement(new TextEncoder().encode('%PDF-1.7 nonsense'))).rejects.toBeInstanceOf(HttpError);
  });
});
