// What an upload is, decided by its first bytes (never by its name or a declared type), and what the investor is told
// about a file of a given size and kind. The browser checks a chosen file with these before sending it; the server
// checks the decoded bytes with the same functions, so both give the same message in the same order.
import { UPLOAD_MAX_BYTES, type UploadContentType } from '../../api/syndication';
import { UPLOAD_MESSAGES } from './upload';

/** How many leading bytes the kind check reads. */
export const SNIFF_BYTES = 8;

const SIGNATURES: readonly (readonly [UploadContentType, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // '%PDF-'
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** PDF, JPEG or PNG by the file's first bytes; null for anything else. */
export const sniffContentType = (head: Uint8Array): UploadContentType | null =>
  SIGNATURES.find(([, signature]) => signature.every((byte, index) => head[index] === byte))?.[0] ?? null;

/** The message about a file of this size and these first bytes; null when it may be stored. */
export const uploadProblem = ({ byteLength, head }: { byteLength: number; head: Uint8Array }): string | null => {
  if (byteLength === 0) return UPLOAD_MESSAGES.empty;
  if (byteLength > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (sniffContentType(head) === null) return UPLOAD_MESSAGES.kind;
  return null;
};
