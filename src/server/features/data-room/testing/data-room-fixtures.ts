// For the data-room API tests: the room as a visitor sees it, a document's copy, the NDA accepted, and a PDF to upload.
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DataRoomView } from '../../../../shared/api/data-room';
import { getJson, postJson } from '../../../test/test-app';

type Caller = { cookie?: string };

export const roomOf = async (app: FastifyInstance, slug: string, caller: Caller = {}): Promise<DataRoomView> => {
  const response = await getJson(app, `/api/fund/${slug}/data-room`, caller);
  if (response.statusCode !== 200) throw new Error(`Data room failed: ${response.statusCode} ${response.body}`);
  return response.json();
};

export const documentUrl = (slug: string, documentId: string, isDownload = false) =>
  `/api/fund/${slug}/data-room/documents/${documentId}${isDownload ? '?download=true' : ''}`;

export const acceptNda = async (app: FastifyInstance, slug: string, caller: Caller): Promise<DataRoomView> => {
  const room = await roomOf(app, slug, caller);
  const response = await postJson(app, `/api/fund/${slug}/data-room/nda`, { textSha256: room.nda.textSha256 }, caller);
  if (response.statusCode !== 200) throw new Error(`NDA failed: ${response.statusCode} ${response.body}`);
  return response.json();
};

/** A PDF of `pages` pages, each saying its number. */
export const pdfWithPages = async (pages: number, label = 'Test document'): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage([612, 792]).drawText(`${label}, page ${page}`, { x: 60, y: 700, size: 14, font });
  }
  return Buffer.from(await doc.save());
};

export const fileBody = (bytes: Buffer, fileName = 'document.pdf') => ({
  fileName,
  dataBase64: bytes.toString('base64'),
});
