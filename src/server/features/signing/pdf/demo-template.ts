// The portal's subscription agreement as a PDF template: agreement-text.ts drawn on two pages with pdf-lib, its values
// as the form fields of agreement-fields.ts.
// Funds without a template of their own use it; `npm exec tsx scripts/agreement-template.ts` writes it to a file an
// admin can edit and upload for a fund (docs/signing.md).
import { PDFDocument, type PDFFont, type PDFForm, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import { drawParagraph, INK, MUTED } from '../../../pdf/text-layout';
import { type AgreementFieldName, signatureFieldOf, signedDateFieldOf } from '../agreement-fields';
import { type AgreementBlock, PORTAL_AGREEMENT, PRINTED_NAME_LABEL, signerNameField } from '../agreement-text';

const PAGE: [number, number] = [612, 792];
const LEFT = 60;
const WIDTH = 492;
const LABEL_WIDTH = 170;
const FIELD_HEIGHT = 16;
/** The template's dates are fixed, so building it twice gives the same document. */
const TEMPLATE_DATE = new Date('2026-01-01T00:00:00Z');
const FIELD_BORDER = rgb(0.75, 0.77, 0.8);

type Fonts = { regular: PDFFont; bold: PDFFont };
type Cursor = { page: PDFPage; y: number };

const heading = (cursor: Cursor, text: string, fonts: Fonts): void => {
  cursor.y -= 10;
  cursor.page.drawText(text, { x: LEFT, y: cursor.y, size: 12, font: fonts.bold, color: INK });
  cursor.y -= 20;
};

const paragraph = (cursor: Cursor, text: string, fonts: Fonts): void => {
  cursor.y = drawParagraph(
    cursor.page,
    text,
    { x: LEFT, y: cursor.y, width: WIDTH },
    { font: fonts.regular, size: 9.5 },
  );
  cursor.y -= 6;
};

const fieldRow = (cursor: Cursor, form: PDFForm, fonts: Fonts, name: AgreementFieldName, label: string): void => {
  cursor.page.drawText(label, { x: LEFT, y: cursor.y + 4, size: 9.5, font: fonts.regular, color: MUTED });
  const field = form.createTextField(name);
  field.addToPage(cursor.page, {
    x: LEFT + LABEL_WIDTH,
    y: cursor.y,
    width: WIDTH - LABEL_WIDTH,
    height: FIELD_HEIGHT,
    borderWidth: 0.5,
    borderColor: FIELD_BORDER,
    font: fonts.regular,
  });
  field.setFontSize(9.5);
  cursor.y -= FIELD_HEIGHT + 8;
};

/** A signature line, a date line and the printed name, for one signer. */
const signatureBlock = (cursor: Cursor, form: PDFForm, fonts: Fonts, role: SignerRole, title: string): void => {
  const { page } = cursor;
  page.drawText(title, { x: LEFT, y: cursor.y, size: 10, font: fonts.bold, color: INK });
  cursor.y -= 44;
  const lineY = cursor.y;
  const placeholders: [string, number, number][] = [
    [signatureFieldOf(role), LEFT, 300],
    [signedDateFieldOf(role), LEFT + 330, 162],
  ];
  for (const [name, x, width] of placeholders) {
    form.createTextField(name).addToPage(page, { x, y: lineY + 2, width, height: 34, borderWidth: 0 });
    page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.8, color: INK });
  }
  page.drawText('Signature', { x: LEFT, y: lineY - 11, size: 8, font: fonts.regular, color: MUTED });
  page.drawText('Date', { x: LEFT + 330, y: lineY - 11, size: 8, font: fonts.regular, color: MUTED });
  cursor.y = lineY - 30;
  fieldRow(cursor, form, fonts, signerNameField(role), PRINTED_NAME_LABEL);
  cursor.y -= 6;
};

const drawBlock = (doc: PDFDocument, cursor: Cursor, form: PDFForm, fonts: Fonts, block: AgreementBlock): void => {
  switch (block.kind) {
    case 'title':
      cursor.page.drawText(block.text, { x: LEFT, y: cursor.y, size: 18, font: fonts.bold, color: INK });
      cursor.y -= 30;
      return;
    case 'heading':
      heading(cursor, block.text, fonts);
      return;
    case 'paragraph':
      paragraph(cursor, block.text, fonts);
      return;
    case 'field':
      fieldRow(cursor, form, fonts, block.name, block.label);
      return;
    case 'signature':
      signatureBlock(cursor, form, fonts, block.role, block.title);
      return;
    case 'pageBreak':
      cursor.page = doc.addPage(PAGE);
      cursor.y = 730;
      return;
  }
};

/** The PDF rendering of the portal's agreement (agreement-text.ts): its text drawn, its values as form fields. */
export const buildDemoAgreementTemplate = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle('Subscription Agreement (demo template)');
  doc.setProducer('Investor Portal');
  doc.setCreator('scripts/agreement-template.ts');
  doc.setCreationDate(TEMPLATE_DATE);
  doc.setModificationDate(TEMPLATE_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const form = doc.getForm();
  const cursor: Cursor = { page: doc.addPage(PAGE), y: 730 };
  for (const block of PORTAL_AGREEMENT) drawBlock(doc, cursor, form, fonts, block);
  return doc.save({ useObjectStreams: false });
};

let cached: Promise<Uint8Array> | undefined;

/** Built once per process. */
export const demoAgreementTemplate = (): Promise<Uint8Array> => {
  cached ??= buildDemoAgreementTemplate();
  return cached;
};
