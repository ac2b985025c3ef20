// The check every data-room file passes before it is stored (docs/data-room.md 'Documents'): strict base64, not
// empty, at most 25 MB, and a PDF, JPEG or PNG by its first bytes, never by its name. An Office file is recognised by
// its bytes too and refused with what to do: every copy that leaves the portal is stamped, which needs a PDF. A PDF
// must open (no password), since each copy is stamped page by page.
import { PDFDocument } from 'pdf-lib';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES, type DataRoomContentType } from '../../../shared/api/data-room';
import { isOfficeFile, sniffDataRoomType } from '../../../shared/domain/data-room-file-kind';
import { sha256Hex } from '../../security/sha256';
import { cleanFileName } from '../../security/upload-check';
import { imagePdf } from './stamp';

export type CheckedFile = {
  fileName: string;
  contentType: DataRoomContentType;
  bytes: Buffer;
  sha256: string;
  pageCount: number;
};

/** A refusal, with its status: 413 for a file over the size limit (docs/data-room.md), 400 otherwise. */
export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string; status: 400 | 413 };

const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const decodedLength = (base64: string): number =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** Pages of a PDF that opens without a password; null when it does not open. */
const pdfPageCount = async (bytes: Uint8Array): Promise<number | null> => {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const count = doc.getPageCount();
    return count > 0 ? count : null;
  } catch {
    return null;
  }
};

/** Whether an image decodes whole: as the stamped copies will set it on a page (stamp.ts), once, now. */
const isWholeImage = async (bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg'): Promise<boolean> => {
  try {
    await (await imagePdf(bytes, contentType)).save();
    return true;
  } catch {
    return false;
  }
};

const refused = (message: string, status: 400 | 413 = 400): FileCheck => ({ ok: false, message, status });

export const checkDataRoomFile = async (
  file: { fileName?: string; dataBase64?: string } | undefined,
): Promise<FileCheck> => {
  const dataBase64 = file?.dataBase64;
  if (dataBase64 === undefined) return refused(DATA_ROOM_MESSAGES.required);
  if (dataBase64 === '') return refused(DATA_ROOM_MESSAGES.empty);
  // The size is known before the text is read, so an oversized file is neither checked nor decoded.
  if (decodedLength(dataBase64) > DATA_ROOM_MAX_BYTES) return refused(DATA_ROOM_MESSAGES.tooLarge, 413);
  if (dataBase64.length % 4 !== 0 || !STRICT_BASE64.test(dataBase64)) return refused(DATA_ROOM_MESSAGES.unreadable);
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) return refused(DATA_ROOM_MESSAGES.empty);
  const contentType = sniffDataRoomType(bytes);
  if (contentType === null) {
    return refused(isOfficeFile(bytes) ? DATA_ROOM_MESSAGES.office : DATA_ROOM_MESSAGES.kind);
  }
  // Decoded once, here: a file the stamped copies could not be made from is refused now, never stored to fail later.
  if (contentType !== 'application/pdf' && !(await isWholeImage(bytes, contentType))) {
    return refused(DATA_ROOM_MESSAGES.damagedImage);
  }
  const pageCount = contentType === 'application/pdf' ? await pdfPageCount(bytes) : 1;
  if (pageCount === null) return refused(DATA_ROOM_MESSAGES.protectedPdf);
  return {
    ok: true,
    file: {
      fileName: cleanFileName(file?.fileName ?? '', contentType),
      contentType,
      bytes,
      sha256: sha256Hex(bytes),
      pageCount,
    },
  };
};
