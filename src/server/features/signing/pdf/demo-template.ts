// The demo subscription agreement: a two-page PDF with the form fields of agreement-fields.ts, drawn with pdf-lib.
// Funds without a template of their own use it; `npm exec tsx scripts/agreement-template.ts` writes it to a file an
// admin can edit and upload for a fund (docs/signing.md).
import { PDFDocument, type PDFFont, type PDFForm, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import { drawParagraph, INK, MUTED } from '../../../pdf/text-layout';
import { type AgreementFieldName, signatureFieldOf, signedDateFieldOf } from '../agreement-fields';

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
  fieldRow(cursor, form, fonts, `${role}SignerName` as AgreementFieldName, 'Printed name');
  cursor.y -= 6;
};

const REPRESENTATIONS = [
  'The Subscriber is an accredited investor or a qualified purchaser as stated above, and will tell the Fund promptly if that ceases to be true before the Subscriber is admitted.',
  'The Subscriber acquires the interest for their own account, for investment, and not with a view to its distribution. The interest has not been registered under the Securities Act of 1933 and may not be sold or transferred except as the Fund documents allow.',
  'The Subscriber has read the Fund documents, has had the opportunity to ask questions, understands that an investment in the Fund is speculative and illiquid, and can bear the loss of the whole commitment.',
  'The information given in this Subscription Agreement is complete and correct. The Fund may rely on it and may ask for documents that confirm it, including for anti-money-laundering checks.',
];

const ELECTRONIC_SIGNATURES =
  'The parties agree that this Subscription Agreement may be signed electronically. An electronic signature adopted by a signer, together with the record of its adoption appended to this document, has the same effect as a handwritten signature.';

const SPOUSE_CONSENT =
  'The undersigned spouse of the Subscriber has read this Subscription Agreement and consents to the subscription, including as to any community-property interest the spouse may have in the interest subscribed for.';

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
  cursor.page.drawText('SUBSCRIPTION AGREEMENT', { x: LEFT, y: cursor.y, size: 18, font: fonts.bold, color: INK });
  cursor.y -= 30;
  fieldRow(cursor, form, fonts, 'fundLegalName', 'Fund');
  paragraph(
    cursor,
    "The undersigned (the 'Subscriber') subscribes for an interest in the fund named above (the 'Fund') on the terms of this Subscription Agreement and of the Fund's governing documents, for the commitment stated below.",
    fonts,
  );
  heading(cursor, '1. Subscription', fonts);
  fieldRow(cursor, form, fonts, 'commitmentAmount', 'Commitment amount (USD)');
  heading(cursor, '2. Subscriber', fonts);
  const subscriberRows: [AgreementFieldName, string][] = [
    ['investorName', 'Name'],
    ['investorEmail', 'E-mail'],
    ['methodOfInvestment', 'Method of investment'],
    ['entityName', 'Entity or trust name'],
    ['investorTaxId', 'Tax id (SSN or foreign)'],
    ['entityTaxId', 'Entity or IRA EIN'],
    ['residenceAddress', 'Residence address'],
    ['investmentAddress', 'Investment address'],
    ['iraDetails', 'IRA custodian'],
    ['spouseName', 'Spouse (if consenting)'],
  ];
  for (const [name, label] of subscriberRows) fieldRow(cursor, form, fonts, name, label);
  heading(cursor, '3. Joint subscriber (joint tenants with rights of survivorship)', fonts);
  fieldRow(cursor, form, fonts, 'coInvestorName', 'Name');
  fieldRow(cursor, form, fonts, 'coInvestorTaxId', 'Tax id (SSN)');
  fieldRow(cursor, form, fonts, 'coInvestorAddress', 'Residence address');
  heading(cursor, '4. Investor status', fonts);
  fieldRow(cursor, form, fonts, 'accreditation', 'Accreditation');
  fieldRow(cursor, form, fonts, 'qualifiedPurchaser', 'Qualified purchaser');
  fieldRow(cursor, form, fonts, 'promotedInterest', 'Promoted interest (80/20)');

  const second: Cursor = { page: doc.addPage(PAGE), y: 730 };
  heading(second, '5. Representations of the Subscriber', fonts);
  REPRESENTATIONS.forEach((text, index) => {
    paragraph(second, `(${String.fromCharCode(97 + index)}) ${text}`, fonts);
  });
  heading(second, '6. Electronic signatures', fonts);
  paragraph(second, ELECTRONIC_SIGNATURES, fonts);
  heading(second, '7. Signatures', fonts);
  signatureBlock(second, form, fonts, 'investor', 'Subscriber');
  signatureBlock(second, form, fonts, 'coInvestor', 'Joint subscriber (JTWROS only)');
  paragraph(second, SPOUSE_CONSENT, fonts);
  signatureBlock(second, form, fonts, 'spouse', 'Spouse (community-property states only)');
  return doc.save({ useObjectStreams: false });
};

let cached: Promise<Uint8Array> | undefined;

/** Built once per process. */
export const demoAgreementTemplate = (): Promise<Uint8Array> => {
  cached ??= buildDemoAgreementTemplate();
  return cached;
};
