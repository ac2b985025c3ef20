// The NDA as a PDF generated with pdf-lib for one investor: the agreement's text, then the Recipient's signature block,
// whose signature and date boxes are where the signature provider stamps them (placements, as for an agreement).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SignerRole } from '../../../shared/api/signing';
import type { Placement, SignerPlacements } from '../../db/schema/signing';
import { drawParagraph, INK, MUTED } from '../../pdf/text-layout';
import { toWinAnsi } from '../../pdf/win-ansi';
import { NDA_SECTIONS, NDA_TITLE, type NdaParties, ndaIntroduction } from './nda-text';

const PAGE: [number, number] = [612, 792];
const LEFT = 60;
const WIDTH = 492;
const TOP = 732;
const BOTTOM = 72;
const BOX_BORDER = rgb(0.75, 0.77, 0.8);
/** Room the signature block needs at the foot of the last page. */
const SIGNATURE_BLOCK_HEIGHT = 190;

type Writer = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

export type NdaPdf = { pdf: Uint8Array; placements: Partial<Record<SignerRole, SignerPlacements>> };

const newPage = (writer: Writer): void => {
  writer.page = writer.doc.addPage(PAGE);
  writer.y = TOP;
};

const ensureRoom = (writer: Writer, height: number): void => {
  if (writer.y - height < BOTTOM) newPage(writer);
};

const paragraph = (writer: Writer, text: string, { size = 10, font = writer.regular } = {}): void => {
  const lines = Math.ceil(font.widthOfTextAtSize(toWinAnsi(text), size) / WIDTH) + 1;
  ensureRoom(writer, lines * size * 1.35);
  writer.y = drawParagraph(writer.page, text, { x: LEFT, y: writer.y, width: WIDTH }, { font, size }) - 6;
};

const box = (writer: Writer, label: string, width: number): Placement => {
  writer.page.drawText(label, { x: LEFT, y: writer.y + 6, size: 9, font: writer.bold, color: MUTED });
  const rect = { x: LEFT + 90, y: writer.y, width, height: label === 'Signature' ? 40 : 20 };
  writer.page.drawRectangle({ ...rect, borderColor: BOX_BORDER, borderWidth: 0.75 });
  writer.y -= rect.height + 14;
  return { page: writer.doc.getPageCount() - 1, ...rect };
};

const signatureBlock = (writer: Writer, parties: NdaParties): SignerPlacements => {
  ensureRoom(writer, SIGNATURE_BLOCK_HEIGHT);
  writer.y -= 10;
  writer.page.drawText('RECIPIENT', { x: LEFT, y: writer.y, size: 11, font: writer.bold, color: INK });
  writer.y -= 22;
  for (const [label, value] of [
    ['Name', parties.recipientName],
    ['E-mail', parties.recipientEmail],
  ] as const) {
    writer.page.drawText(label, { x: LEFT, y: writer.y, size: 9, font: writer.bold, color: MUTED });
    writer.page.drawText(toWinAnsi(value), { x: LEFT + 90, y: writer.y, size: 10, font: writer.regular, color: INK });
    writer.y -= 20;
  }
  writer.y -= 40;
  const signature = box(writer, 'Signature', 240);
  const date = box(writer, 'Date', 160);
  return { signature, date };
};

export const buildNdaPdf = async (parties: NdaParties, createdAt: Date): Promise<NdaPdf> => {
  const doc = await PDFDocument.create();
  const writer: Writer = {
    doc,
    page: doc.addPage(PAGE),
    y: TOP,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  paragraph(writer, NDA_TITLE, { size: 15, font: writer.bold });
  writer.y -= 8;
  paragraph(writer, ndaIntroduction(parties));
  for (const section of NDA_SECTIONS) {
    writer.y -= 4;
    paragraph(writer, section.heading, { size: 10.5, font: writer.bold });
    paragraph(writer, section.text);
  }
  const investor = signatureBlock(writer, parties);
  doc.setTitle(NDA_TITLE);
  doc.setSubject(`Recipient: ${toWinAnsi(parties.recipientName)}`);
  doc.setProducer('Investor Portal e-signature');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  return { pdf: await doc.save({ useObjectStreams: false }), placements: { investor } };
};
