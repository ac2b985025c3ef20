// The check every data-room file passes before it is stored (docs/data-room.md 'Documents'): strict base64, not
// empty, at most 25 MB, and a PDF, JPEG or PNG by its first bytes, never by its name. An Office file is recognised by
// its bytes too and refused with what to do: every copy that leaves the portal is stamped, which needs a PDF. A PDF
// must open (no password), since each copy is stamped page by page.
import { PDFDocument } from 'pdf-lib';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES, type DataRoomContentType } from '../../../shared/api/data-room';
import { isOfficeFile, sniffDataRoomType } from '../../../shared/domain/data-room-file-kind';
import { sha256Hex } from '../../security/sha256';
import { cleanFileName } from '../../security/upload-check';

export type CheckedFile = {
  fileName: string;
  contentType: DataRoomContentType;
  bytes: Buffer;
  sha256: string;
  pageCount: number;
};

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string };

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

export const checkDataRoomFile = async (
  file: { fileName?: string; dataBase64?: string } | undefined,
): Promise<FileCheck> => {
  const dataBase64 = file?.dataBase64;
  if (dataBase64 === undefined) return { ok: false, message: DATA_ROOM_MESSAGES.required };
  if (dataBase64 === '') return { ok: false, message: DATA_ROOM_MESSAGES.empty };
  // The size is known before the text is read, so an oversized file is neither checked nor decoded.
  if (decodedLength(dataBase64) > DATA_ROOM_MAX_BYTES) return { ok: false, message: DATA_ROOM_MESSAGES.tooLarge };
  if (dataBase64.length % 4 !== 0 || !STRICT_BASE64.test(dataBase64)) {
    return { ok: false, message: DATA_ROOM_MESSAGES.unreadable };
  }
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) return { ok: false, message: DATA_ROOM_MESSAGES.empty };
  const contentType = sniffDataRoomType(bytes);
  if (contentType === null) {
    return { ok: false, message: isOfficeFile(bytes) ? DATA_ROOM_MESSAGES.office : DATA_ROOM_MESSAGES.kind };
  }
  const pageCount = contentType === 'application/pdf' ? await pdfPageCount(bytes) : 1;
  if (pageCount === null) return { ok: false, message: DATA_ROOM_MESSAGES.protectedPdf };
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
