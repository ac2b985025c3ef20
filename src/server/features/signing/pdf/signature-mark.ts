// An adopted signature as it is drawn: a typed name in an italic script face, or the PNG drawn on the signature pad,
// fitted into a box with its aspect kept.
import { type PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import { fittingSize, INK } from '../../../pdf/text-layout';
import { toWinAnsi } from '../../../pdf/win-ansi';

export type SignatureMark = { kind: 'typed'; text: string } | { kind: 'drawn'; png: Uint8Array };

export type Box = { x: number; y: number; width: number; height: number };

export const drawSignatureMark = async (doc: PDFDocument, page: PDFPage, mark: SignatureMark, box: Box) => {
  if (mark.kind === 'typed') {
    // pdf-lib's standard fonts ship with it; Times italic stands in for a script face without any download.
    const font = await doc.embedFont(StandardFonts.TimesRomanItalic);
    const text = toWinAnsi(mark.text);
    const size = fittingSize(text, font, box.width - 4, Math.min(24, box.height * 0.8), 6);
    page.drawText(text, { x: box.x + 2, y: box.y + Math.max(2, (box.height - size) / 2), size, font, color: INK });
    return;
  }
  const image = await doc.embedPng(mark.png);
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x, y: box.y + (box.height - height) / 2, width, height });
};
