// What an upload field holds: nothing yet, a file refused by the checks (with why), or a file read and ready to send.
// The form's validation reads it, so Next stays disabled until a good file is chosen.
import type { UploadedFile } from '../../../shared/api/syndication';
import { UPLOAD_MESSAGES } from '../../../shared/schemas/fields/upload';

export type UploadValue =
  | null
  | { status: 'refused'; fileName: string; message: string }
  | { status: 'ready'; fileName: string; byteLength: number; dataBase64: string };

/** The field's error for the form (undefined when a good file is chosen). */
export const uploadError = (value: UploadValue): string | undefined => {
  if (value === null) return UPLOAD_MESSAGES.required;
  return value.status === 'refused' ? value.message : undefined;
};

/** The file part of a request; null unless a good file is chosen. */
export const toUploadedFile = (value: UploadValue): UploadedFile | null =>
  value?.status === 'ready' ? { fileName: value.fileName, dataBase64: value.dataBase64 } : null;
