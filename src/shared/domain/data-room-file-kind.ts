// What a data-room file is, judged by its bytes (never its name or declared type): a PDF, JPEG or PNG is stored; an
// Office file is recognised and refused with what to do instead (every copy is stamped, which needs a PDF). The
// browser checks a chosen file with these before sending it; the server checks the decoded bytes with the same ones.
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES, type DataRoomContentType } from '../api/data-room';

/** How many leading bytes the checks read: enough to find an Office package's folder names. */
export const DATA_ROOM_SNIFF_BYTES = 64 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

const latin1 = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

/** Word, Excel and PowerPoint files: the Office Open XML packages (a ZIP with their folders) and the older OLE2 files. */
export const isOfficeFile = (bytes: Uint8Array): boolean => {
  if (startsWith(bytes, OLE2)) return true;
  if (!startsWith(bytes, ZIP)) return false;
  const head = latin1(bytes.subarray(0, DATA_ROOM_SNIFF_BYTES));
  return head.includes('[Content_Types].xml') && /(word|xl|ppt)\//.test(head);
};

/** PDF, JPEG or PNG by the file's first bytes; null for anything else. */
export const sniffDataRoomType = (bytes: Uint8Array): DataRoomContentType | null => {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  return null;
};

/** The message about a file of this size and these first bytes; null when it may be sent. */
export const dataRoomFileProblem = ({ byteLength, head }: { byteLength: number; head: Uint8Array }): string | null => {
  if (byteLength === 0) return DATA_ROOM_MESSAGES.empty;
  if (byteLength > DATA_ROOM_MAX_BYTES) return DATA_ROOM_MESSAGES.tooLarge;
  if (sniffDataRoomType(head) !== null) return null;
  return isOfficeFile(head) ? DATA_ROOM_MESSAGES.office : DATA_ROOM_MESSAGES.kind;
};
