// For tests: the text a PDF draws with the standard fonts, read back from its (deflated) content streams, and its
// remaining form fields.
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const decodeStream = (stream: PDFRawStream): string => {
  const isFlate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
  try {
    return Buffer.from(isFlate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
  } catch {
    return '';
  }
};

/** Hex-encoded strings (how pdf-lib writes text) decoded as WinAnsi-compatible latin1. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const doc = await PDFDocument.load(bytes);
  const streams = doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [decodeStream(object)] : []));
  return streams
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>/g, (_match, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
};

export const pdfFieldNames = async (bytes: Uint8Array): Promise<string[]> =>
  (await PDFDocument.load(bytes))
    .getForm()
    .getFields()
    .map((field) => field.getName());

export const pdfPageCount = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes)).getPageCount();
