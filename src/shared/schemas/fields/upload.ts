// The document uploads of the syndication sign-up (identity, accreditation). The browser may check name and size
// before sending; the server decides by the bytes themselves (magic bytes, size, strict base64).
import { object, string } from 'yup';

export const UPLOAD_MESSAGES = {
  required: 'Please choose a file to upload.',
  kind: 'Upload a PDF, JPEG or PNG file.',
  tooLarge: 'The file is larger than 10 MB.',
  empty: 'The file is empty. Please choose another one.',
  unreadable: 'The file could not be read. Please choose it again.',
} as const;

export const UPLOAD_FILE_NAME_MAX = 255;

/** The accept attribute of a file input for the accepted kinds. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Presence of the file part `{ fileName, dataBase64 }`; its content is checked by the server. */
export const uploadedFile = () =>
  object({
    fileName: string()
      .default('')
      .required(UPLOAD_MESSAGES.required)
      .max(UPLOAD_FILE_NAME_MAX, UPLOAD_MESSAGES.required),
    dataBase64: string().default('').required(UPLOAD_MESSAGES.required),
  })
    .default(undefined)
    .required(UPLOAD_MESSAGES.required)
    .typeError(UPLOAD_MESSAGES.required);
