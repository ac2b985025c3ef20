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

/** The extensions a file of each kind may carry; the first is given when the name has none of them. */
const EXTENSIONS: Record<UploadContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** What a name keeps: letters and digits of any script with their marks, spaces and a few marks of punctuation. */
const NAME_CHARACTER = /[\p{L}\p{M}\p{N} ._\-(),&'+#]/u;

/**
 * The name shown back and given to downloads: no folders; only letters, digits, spaces and a few marks of punctuation
 * (no markup, quotes, control or direction-changing characters); the extension of the kind its bytes show (a PDF
 * named `invoice.exe` becomes `invoice.pdf`); at most 255 characters.
 */
export const cleanFileName = (raw: string, contentType: UploadContentType): string => {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const kept = [...base]
    .filter((char) => NAME_CHARACTER.test(char))
    .join('')
    .replace(/\s+/g, ' ');
  const extensions = EXTENSIONS[contentType];
  const dot = kept.lastIndexOf('.');
  const written = dot >= 0 ? kept.slice(dot + 1).toLowerCase() : '';
  const extension = extensions.includes(written) ? written : (extensions[0] ?? 'pdf');
  const hasOwnExtension = dot >= 0 && /^[a-z0-9]{1,5}$/.test(written);
  const stem = (hasOwnExtension ? kept.slice(0, dot) : kept).replace(/^[\s.]+|[\s.]+$/g, '');
  const fallback = contentType === 'application/pdf' ? 'document' : 'image';
  return `${(stem || fallback).slice(0, UPLOAD_FILE_NAME_MAX - extension.length - 1)}.${extension}`;
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
