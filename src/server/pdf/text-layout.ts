// Paragraphs on a PDF page: words wrapped to a width with a standard font, in WinAnsi.
import { type Color, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.44);

export type TextStyle = { font: PDFFont; size: number; color?: Color; lineGap?: number };

/** Lines no wider than `width`; a word longer than the width is cut where it must be. */
export const wrapText = (text: string, { font, size }: TextStyle, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of toWinAnsi(text)
    .split(' ')
    .filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
};

export const lineHeightOf = ({ size, lineGap }: TextStyle): number => size + (lineGap ?? size * 0.35);

/** Draws the paragraph with its first baseline at `y`; answers the baseline after its last line. */
export const drawParagraph = (
  page: PDFPage,
  text: string,
  { x, y, width }: { x: number; y: number; width: number },
  style: TextStyle,
): number => {
  let baseline = y;
  for (const line of wrapText(text, style, width)) {
    page.drawText(line, { x, y: baseline, size: style.size, font: style.font, color: style.color ?? INK });
    baseline -= lineHeightOf(style);
  }
  return baseline;
};

/** The largest size, at most `max`, at which the text fits the width. */
export const fittingSize = (text: string, font: PDFFont, width: number, max: number, min = 5): number => {
  let size = max;
  while (size > min && font.widthOfTextAtSize(toWinAnsi(text), size) > width) size -= 0.5;
  return size;
};
