// Every copy of a data-room document that leaves the portal names who it was made for (docs/data-room.md 'Stamped
// copies'): a line at the foot of each page with the reader's name, e-mail and the time, and their name faintly across
// the page, so that a leaked copy names its source. An image is first set on a page of its own, so it leaves as a PDF.
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { DATA_ROOM_MESSAGES, type DataRoomContentType } from '../../../shared/api/data-room';
import { formatEasternShortDateTime } from '../../../shared/domain/eastern-dates';
import { HttpError } from '../../http-error';
import { toWinAnsi } from '../../pdf/win-ansi';

export type StampReader = { name: string; email: string | null };

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

/** The words stamped on each page. */
export const stampLine = (reader: StampReader | null, at: Date): string => {
  const when = formatEasternShortDateTime(at);
  if (!reader) return `Confidential · Public copy · ${when}`;
  const who = reader.email ? `${reader.name} (${reader.email})` : reader.name;
  return `Confidential · Prepared for ${who} · ${when}`;
};

/** An image set on a Letter page of its own; throws when the image does not decode (file-check.ts refuses it so). */
export const imagePdf = async (bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png'): Promise<PDFDocument> => {
  const doc = await PDFDocument.create();
  const image = contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const page = doc.addPage(LETTER);
  const room = { width: LETTER[0] - 2 * MARGIN, height: LETTER[1] - 3 * MARGIN };
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (LETTER[0] - width) / 2, y: LETTER[1] - MARGIN - height, width, height });
  return doc;
};

const fitSize = (font: PDFFont, text: string, size: number, width: number): number => {
  const measured = font.widthOfTextAtSize(text, size);
  return measured <= width ? size : Math.max(4, (size * width) / measured);
};

const stampPage = (page: PDFPage, line: string, mark: string, fonts: { regular: PDFFont; bold: PDFFont }) => {
  const { width, height } = page.getSize();
  const lineSize = fitSize(fonts.regular, line, 7.5, width - 2 * 18);
  page.drawRectangle({ x: 0, y: 0, width, height: 18, color: rgb(1, 1, 1), opacity: 0.85 });
  page.drawText(line, { x: 18, y: 6, size: lineSize, font: fonts.regular, color: rgb(0.35, 0.35, 0.4) });
  if (mark === '') return;
  const diagonal = Math.hypot(width, height);
  const markSize = fitSize(fonts.bold, mark, 44, diagonal * 0.7);
  const markWidth = fonts.bold.widthOfTextAtSize(mark, markSize);
  const angle = Math.atan2(height, width);
  page.drawText(mark, {
    x: width / 2 - (Math.cos(angle) * markWidth) / 2,
    y: height / 2 - (Math.sin(angle) * markWidth) / 2,
    size: markSize,
    font: fonts.bold,
    color: rgb(0.5, 0.5, 0.55),
    opacity: 0.1,
    rotate: degrees((angle * 180) / Math.PI),
  });
};

export type StampInput = { bytes: Uint8Array; contentType: DataRoomContentType; title: string };

/** The document as a PDF with every page stamped for this reader at this time. */
export const stampedCopy = async (input: StampInput, reader: StampReader | null, at: Date): Promise<Uint8Array> => {
  // Every file is checked whole when it is uploaded; one stored before that check and damaged is refused in words.
  const doc = await (input.contentType === 'application/pdf'
    ? PDFDocument.load(input.bytes, { updateMetadata: false })
    : imagePdf(input.bytes, input.contentType)
  ).catch(() => {
    throw new HttpError(422, DATA_ROOM_MESSAGES.cannotShow);
  });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const line = toWinAnsi(stampLine(reader, at));
  const mark = reader ? toWinAnsi(reader.name) : '';
  for (const page of doc.getPages()) stampPage(page, line, mark, fonts);
  doc.setTitle(toWinAnsi(input.title));
  doc.setModificationDate(at);
  return doc.save({ useObjectStreams: false });
};
