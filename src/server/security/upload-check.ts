// The check every uploaded file passes before anything is stored (docs/syndication.md 'Uploads', docs/admin.md 'The
// fund page'): strict base64, not empty, at most 10 MB, and a PDF, JPEG or PNG by its first bytes — never by its name
// or a declared type. A feature may narrow the kinds and the size further (team photos: images of at most 2 MB).
import { UPLOAD_MAX_BYTES, type UploadContentType, type UploadedFile } from '../../shared/api/syndication';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MESSAGES } from '../../shared/schemas/fields/upload';
import { SNIFF_BYTES, sniffContentType, uploadProblem } from '../../shared/schemas/fields/upload-kind';
import { sha256Hex } from './sha256';

export type CheckedUpload = { fileName: string; contentType: UploadContentType; bytes: Buffer; sha256: string };

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; message: string };

/** A body carrying one whole upload in base64 (4/3 of the file) and the step's other fields. */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Strict base64 (with the length a multiple of 4): the standard alphabet, at most two '=' and only at the end. */
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const decodedLength = (base64: string): number =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** The name shown back: no folders, no control characters, at most 255 characters. */
export const cleanFileName = (raw: string, contentType: UploadContentType): string => {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const printable = [...base]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && char !== '"';
    })
    .join('')
    .trim()
    .slice(0, UPLOAD_FILE_NAME_MAX);
  if (printable !== '') return printable;
  return contentType === 'application/pdf' ? 'document.pdf' : contentType === 'image/png' ? 'image.png' : 'image.jpg';
};

export const checkUpload = (file: UploadedFile): UploadCheck => {
  const { dataBase64 } = file;
  if (dataBase64 === '') return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (dataBase64.length % 4 !== 0 || !STRICT_BASE64.test(dataBase64)) {
    return { ok: false, message: UPLOAD_MESSAGES.unreadable };
  }
  // The size is known before decoding, so an oversized body is never decoded.
  const byteLength = decodedLength(dataBase64);
  const tooLarge = byteLength > UPLOAD_MAX_BYTES;
  const bytes = tooLarge ? Buffer.alloc(0) : Buffer.from(dataBase64, 'base64');
  const problem = uploadProblem({ byteLength, head: bytes.subarray(0, SNIFF_BYTES) });
  const contentType = sniffContentType(bytes);
  if (problem !== null || contentType === null) return { ok: false, message: problem ?? UPLOAD_MESSAGES.kind };
  return {
    ok: true,
    upload: { fileName: cleanFileName(file.fileName, contentType), contentType, bytes, sha256: sha256Hex(bytes) },
  };
};
