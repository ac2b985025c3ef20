// Small documents for the upload fields, made on the spot: a real PDF (pdf-lib), a real PNG (zlib), a text file named
// .pdf and a file over the 10 MB limit. Playwright sets them on a file input as { name, mimeType, buffer }.
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export type SampleFile = { name: string; mimeType: string; buffer: Buffer };

export const samplePdf = async (name: string, text: string): Promise<SampleFile> => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGB PNG of one colour with a darker band across it, like a photographed card. */
export const samplePng = (name: string, width = 120, height = 76): SampleFile => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const isBand = y > height / 3 && y < height / 2;
    const pixel = isBand ? [31, 78, 121] : [214, 226, 240];
    return Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]);
  });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer: png };
};

/** Plain words under a PDF's name and type: refused by its content. */
export const textNamedPdf = (name: string): SampleFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('These are my notes, not a scanned document.\n'),
});

/** A PDF header padded to `byteLength`: accepted by its kind, as large as a test needs. */
export const pdfOfSize = (name: string, byteLength: number): SampleFile => {
  const header = Buffer.from('%PDF-1.7\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([header, Buffer.alloc(byteLength - header.length, 0x20)]),
  };
};

/** 11 MB: refused by its size. */
export const oversizedPdf = (name: string): SampleFile => pdfOfSize(name, 11 * 1024 * 1024);
