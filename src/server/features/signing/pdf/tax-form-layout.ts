// The drawing of a substitute IRS form: a header with the form's number and title, parts in dark bars, numbered lines
// with the IRS label above the value, check boxes, the certification's paragraphs and a signature row. Pages are
// added as the content needs them; the signature row answers where the signer's signature and date are stamped.
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SignerPlacements } from '../../../db/schema/signing';
import {
  drawParagraph,
  fittingSize,
  INK,
  lineHeightOf,
  MUTED,
  type TextStyle,
  wrapText,
} from '../../../pdf/text-layout';
import { toWinAnsi } from '../../../pdf/win-ansi';

const PAGE: [number, number] = [612, 792];
const MARGIN = 40;
const WIDTH = PAGE[0] - 2 * MARGIN;
const RULE = rgb(0.55, 0.57, 0.6);
const BAR = rgb(0.16, 0.18, 0.22);

export type FormLine = { number: string; label: string; value: string; width?: number };

export type FormWriter = {
  header: (header: { form: string; title: string; subtitle: string; note: string }) => void;
  part: (name: string, title: string) => void;
  /** A row of numbered lines side by side; widths are fractions of the row (they default to equal shares). */
  lines: (row: readonly FormLine[]) => void;
  checkboxes: (line: { number: string; label: string; options: readonly string[]; checked: string }) => void;
  /** A paragraph; a struck one is drawn with a line through every line of text (W-9 certification item 2). */
  paragraph: (text: string, options?: { isStruck?: boolean; isMuted?: boolean; size?: number }) => void;
  signature: (labels: { signature: string; date: string; name: string; signerName: string }) => SignerPlacements;
};

export const createFormWriter = async (doc: PDFDocument): Promise<FormWriter> => {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const text = (value: string, x: number, baseline: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(toWinAnsi(value), { x, y: baseline, size, font, color });
  const rule = (x: number, at: number, width: number) =>
    page.drawLine({ start: { x, y: at }, end: { x: x + width, y: at }, thickness: 0.6, color: RULE });
  const pageIndex = () => doc.getPages().indexOf(page);

  return {
    header: ({ form, title, subtitle, note }) => {
      text(form, MARGIN, y - 18, bold, fittingSize(form, bold, 130, 18));
      text('(substitute)', MARGIN, y - 30, regular, 8.5, MUTED);
      const column = { x: MARGIN + 140, width: WIDTH - 140 };
      const afterTitle = drawParagraph(page, title, { ...column, y: y - 13 }, { font: bold, size: 11.5, lineGap: 3 });
      const afterSubtitle = drawParagraph(
        page,
        subtitle,
        { ...column, y: afterTitle - 1 },
        { font: regular, size: 8.5, color: MUTED },
      );
      y = Math.min(afterSubtitle, y - 36) - 4;
      y = drawParagraph(page, note, { x: MARGIN, y, width: WIDTH }, { font: regular, size: 8, color: MUTED });
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 1.5, color: INK });
      y -= 6;
    },

    part: (name, title) => {
      room(40);
      y -= 8;
      page.drawRectangle({ x: MARGIN, y: y - 14, width: 48, height: 15, color: BAR });
      text(name, MARGIN + 5, y - 10, bold, 9, rgb(1, 1, 1));
      text(title, MARGIN + 56, y - 10, bold, 10);
      y -= 20;
    },

    lines: (row) => {
      room(30);
      const shares = row.map((line) => line.width ?? 1 / row.length);
      let x = MARGIN;
      row.forEach((line, index) => {
        const width = WIDTH * (shares[index] ?? 0);
        const label = `${line.number}  ${line.label}`;
        text(label, x + 2, y - 8, regular, fittingSize(label, regular, width - 8, 7.5), MUTED);
        const value = line.value === '' ? ' ' : line.value;
        text(value, x + 4, y - 21, regular, fittingSize(value, regular, width - 10, 10.5));
        rule(x, y - 25, width - 6);
        x += width;
      });
      y -= 30;
    },

    checkboxes: ({ number, label, options, checked }) => {
      room(20 + Math.ceil(options.length / 2) * 13);
      text(`${number}  ${label}`, MARGIN + 2, y - 9, regular, 7.5, MUTED);
      y -= 14;
      options.forEach((option, index) => {
        const column = index % 2;
        const x = MARGIN + 6 + column * (WIDTH / 2);
        const top = y - Math.floor(index / 2) * 13;
        page.drawRectangle({ x, y: top - 9, width: 8, height: 8, borderColor: INK, borderWidth: 0.7 });
        if (option === checked) text('X', x + 1.4, top - 7.6, bold, 8);
        text(option, x + 13, top - 8, regular, fittingSize(option, regular, WIDTH / 2 - 24, 8.5));
      });
      y -= Math.ceil(options.length / 2) * 13 + 4;
    },

    paragraph: (value, { isStruck = false, isMuted = false, size = 8 } = {}) => {
      const color = isMuted ? MUTED : INK;
      const style: TextStyle = { font: regular, size, color, lineGap: 2 };
      const lines = wrapText(value, style, WIDTH);
      for (const line of lines) {
        room(lineHeightOf(style));
        y -= size;
        text(line, MARGIN, y, regular, size, color);
        if (isStruck) {
          const width = regular.widthOfTextAtSize(line, size);
          page.drawLine({ start: { x: MARGIN, y: y + size * 0.3 }, end: { x: MARGIN + width, y: y + size * 0.3 } });
        }
        y -= 2;
      }
      y -= 3;
    },

    signature: ({ signature, date, name, signerName }) => {
      room(70);
      y -= 8;
      page.drawRectangle({ x: MARGIN, y: y - 40, width: 48, height: 40, color: BAR });
      text('Sign', MARGIN + 6, y - 17, bold, 11, rgb(1, 1, 1));
      text('Here', MARGIN + 6, y - 31, bold, 11, rgb(1, 1, 1));
      const signatureBox = { page: pageIndex(), x: MARGIN + 60, y: y - 38, width: 290, height: 26 };
      const dateBox = { page: pageIndex(), x: MARGIN + 372, y: y - 38, width: WIDTH - 372, height: 26 };
      text(signature, signatureBox.x, y - 8, regular, 7.5, MUTED);
      text(date, dateBox.x, y - 8, regular, 7.5, MUTED);
      rule(signatureBox.x, signatureBox.y, signatureBox.width);
      rule(dateBox.x, dateBox.y, dateBox.width);
      y -= 52;
      text(`${name}: ${signerName}`, MARGIN + 60, y, regular, 9);
      y -= 10;
      return { signature: signatureBox, date: dateBox };
    },
  };
};
