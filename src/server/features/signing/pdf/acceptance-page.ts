// The fund's countersignature on the agreement (docs/signing.md, step 8): a page appended after the signers' sealed
// agreement and its certificate, with the fund signatory's adopted signature, the date (the day in US Eastern
// time, like the signers' dates), their name and title, 'For and on behalf of {fund legal name}'.
import { type PDFDocument, StandardFonts } from 'pdf-lib';
import { signingDay } from '../../../pdf/signing-day';
import { drawParagraph, INK, MUTED } from '../../../pdf/text-layout';
import { drawSignatureMark, type SignatureMark } from './signature-mark';

export type StampedCountersignature = {
  fundLegalName: string;
  name: string;
  title: string;
  at: Date;
  mark: SignatureMark;
};

const PAGE: [number, number] = [612, 792];
const LEFT = 60;
const WIDTH = 492;
const SIGNATURE_WIDTH = 300;
const DATE_X = LEFT + 330;
const DATE_WIDTH = 162;

export const appendAcceptance = async (doc: PDFDocument, countersignature: StampedCountersignature): Promise<void> => {
  const page = doc.addPage(PAGE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, y: number, { x = LEFT, size = 10, isMuted = false, isBold = false } = {}) =>
    drawParagraph(
      page,
      value,
      { x, y, width: WIDTH - (x - LEFT) },
      { font: isBold ? bold : regular, size, color: isMuted ? MUTED : INK },
    );

  let y = text('ACCEPTANCE BY THE FUND', 730, { size: 16, isBold: true }) - 14;
  y = text(
    `${countersignature.fundLegalName} (the 'Fund') accepts the subscription set out in this Subscription Agreement, on the terms stated in it and in the Fund's governing documents.`,
    y,
  );
  const lineY = y - 56;
  await drawSignatureMark(doc, page, countersignature.mark, {
    x: LEFT,
    y: lineY + 2,
    width: SIGNATURE_WIDTH,
    height: 34,
  });
  text(signingDay(countersignature.at), lineY + 6, { x: DATE_X + 2, size: 11 });
  for (const [x, width] of [
    [LEFT, SIGNATURE_WIDTH],
    [DATE_X, DATE_WIDTH],
  ] as const) {
    page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.8, color: INK });
  }
  text('Signature', lineY - 11, { size: 8, isMuted: true });
  text('Date', lineY - 11, { x: DATE_X, size: 8, isMuted: true });
  y = text(`Name: ${countersignature.name}`, lineY - 34);
  y = text(`Title: ${countersignature.title}`, y - 2);
  text(`For and on behalf of ${countersignature.fundLegalName}`, y - 2);
};
