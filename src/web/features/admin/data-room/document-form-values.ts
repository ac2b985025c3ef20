// The data-room forms' values: a document's details (the shared schema the server checks too), the file where one is
// sent, and the server's field messages put back on the fields they name.
import type { FormikErrors } from 'formik';
import {
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  type AccessLevel,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
} from '../../../../shared/api/data-room';
import { type DocumentDetails, documentDetailsSchema } from '../../../../shared/schemas/data-room.schema';
import { validateWithSchema } from '../../../components/fields/validate-with-schema';
import type { UploadValue } from '../../../components/upload/upload-value';
import type { Choice } from '../form-fields';
import { dataRoomFileError } from './data-room-file';

export type DetailsValues = { title: string; category: DocumentCategory | ''; accessLevel: AccessLevel | '' };
export type NewDocumentValues = DetailsValues & { file: UploadValue };
export type FileValues = { file: UploadValue };

export const emptyNewDocument = (): NewDocumentValues => ({ title: '', category: '', accessLevel: '', file: null });

export const CATEGORY_CHOICES: Choice[] = [
  { value: '', label: 'Choose a category' },
  ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] })),
];

export const ACCESS_CHOICES: Choice[] = [
  { value: '', label: 'Choose who may open it' },
  ...ACCESS_LEVELS.map((value) => ({ value, label: ACCESS_LEVEL_LABELS[value] })),
];

/** What the NDA level means for this fund now (src/server/features/data-room/access.ts). */
export const accessHint = (ndaRequired: boolean): string =>
  ndaRequired
    ? 'NDA documents open once the investor accepts the fund’s confidentiality agreement.'
    : 'The fund asks for no NDA now, so any logged-in investor opens the NDA documents.';

export const validateDetails = <T extends DetailsValues>(values: T): Promise<FormikErrors<T>> =>
  validateWithSchema(documentDetailsSchema, values) as Promise<FormikErrors<T>>;

export const validateNewDocument = async (values: NewDocumentValues): Promise<FormikErrors<NewDocumentValues>> => {
  const errors = await validateDetails(values);
  const file = dataRoomFileError(values.file);
  return file ? { ...errors, file } : errors;
};

export const validateFile = (values: FileValues): FormikErrors<FileValues> => {
  const file = dataRoomFileError(values.file);
  return file ? { file } : {};
};

/** The details as the API takes them; call after validation passed. */
export const toDetails = ({ title, category, accessLevel }: DetailsValues): DocumentDetails => ({
  title: title.trim(),
  category: category as DocumentCategory,
  accessLevel: accessLevel as AccessLevel,
});

/** The server's messages for fields this form has; the rest is for the form's own alert. */
export const fieldErrorsFor = <T extends object>(fields: Record<string, string>, values: T): FormikErrors<T> =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)) as FormikErrors<T>;
