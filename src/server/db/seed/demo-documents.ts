// Small, valid documents generated in code for the demo sign-up under review (and the tests): a PNG standing for a
// photographed ID card and a one-page PDF standing for an accountant's accreditation letter. Both say 'SAMPLE'.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** One PNG chunk: length, type, data and CRC. */
export const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 240×150 card: light blue with a darker photo square and three text bars (8-bit RGB). */
export const sampleIdCardPng = (): Buffer => {
  const width = 240;
  const height = 150;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixel = (x: number, y: number): [number, number, number] => {
    if (x >= 16 && x < 80 && y >= 30 && y < 110) return [120, 130, 150];
    const isBar = x >= 96 && x < 220 && [40, 64, 88].some((top) => y >= top && y < top + 10);
    return isBar ? [60, 70, 90] : [214, 228, 245];
  };
  const rows = Array.from({ length: height }, (_row, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_col, x) => pixel(x, y)).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A one-page letter confirming accredited-investor status on income. Fixed dates: the same bytes every time. */
export const sampleAccreditationLetterPdf = async (investorName: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  page.drawText('SAMPLE', { x: 400, y: 720, size: 36, font: bold, color: rgb(0.85, 0.3, 0.3) });
  page.drawText('Letter of accredited investor status', { x: 60, y: 680, size: 16, font: bold, color: ink });
  const lines = [
    'To whom it may concern,',
    '',
    `We have reviewed the tax returns of ${investorName} for the last two years and confirm an income`,
    'of more than $200,000 in each of them, with the same expected for the current year.',
    '',
    'Sample Accounting LLP, Certified Public Accountants',
  ];
  lines.forEach((text, index) => {
    page.drawText(text, { x: 60, y: 640 - index * 18, size: 11, font, color: ink });
  });
  doc.setTitle('Sample accreditation letter');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return doc.save({ useObjectStreams: false });
};
