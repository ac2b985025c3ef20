// The back office's data-room forms, checked by the page and by the server with the same schemas.
import { array, bool, mixed, number, object, string } from 'yup';
import { ACCESS_LEVELS, type AccessLevel, DOCUMENT_CATEGORIES, type DocumentCategory } from '../api/data-room';

export const DOCUMENT_TITLE_MAX = 200;
export const NDA_TEXT_MAX = 20_000;

export const DATA_ROOM_FIELD_MESSAGES = {
  title: 'Please enter the document’s title.',
  titleLength: `Keep the title under ${DOCUMENT_TITLE_MAX} characters.`,
  category: 'Please choose a category.',
  accessLevel: 'Please choose who may open it.',
  ndaText: 'Please enter the agreement’s text, or leave it empty for the standard one.',
  order: 'The order must list each of the fund’s documents once.',
  pages: 'Pages must be page numbers of the document.',
  governingAfterSigning:
    'The subscription agreement says the investor read this document before signing: choose who may open it before they sign (logged-in investors, or those who accepted the NDA).',
} as const;

/** The documents the subscription agreement says the investor received and read before signing. */
export const GOVERNING_CATEGORIES = [
  'offeringMemorandum',
  'partnershipAgreement',
] as const satisfies readonly DocumentCategory[];
export const isGoverningCategory = (category: DocumentCategory | undefined): boolean =>
  category !== undefined && (GOVERNING_CATEGORIES as readonly string[]).includes(category);

export const documentDetailsSchema = object({
  title: string()
    .trim()
    .required(DATA_ROOM_FIELD_MESSAGES.title)
    .max(DOCUMENT_TITLE_MAX, DATA_ROOM_FIELD_MESSAGES.titleLength),
  category: mixed<DocumentCategory>()
    .oneOf([...DOCUMENT_CATEGORIES], DATA_ROOM_FIELD_MESSAGES.category)
    .required(DATA_ROOM_FIELD_MESSAGES.category),
  accessLevel: mixed<AccessLevel>()
    .oneOf([...ACCESS_LEVELS], DATA_ROOM_FIELD_MESSAGES.accessLevel)
    .required(DATA_ROOM_FIELD_MESSAGES.accessLevel)
    .test(
      'governing-before-signing',
      DATA_ROOM_FIELD_MESSAGES.governingAfterSigning,
      (level, context) => !(level === 'subscriber' && isGoverningCategory(context.parent?.category)),
    ),
});

export type DocumentDetails = { title: string; category: DocumentCategory; accessLevel: AccessLevel };

export const dataRoomSettingsSchema = object({
  ndaRequired: bool().required(),
  ndaText: string().trim().max(NDA_TEXT_MAX, DATA_ROOM_FIELD_MESSAGES.ndaText).default(''),
});

export const MAX_PAGES_REPORTED = 2000;

export const pagesSeenSchema = object({
  pages: array(
    number()
      .integer(DATA_ROOM_FIELD_MESSAGES.pages)
      .min(1, DATA_ROOM_FIELD_MESSAGES.pages)
      .max(MAX_PAGES_REPORTED, DATA_ROOM_FIELD_MESSAGES.pages)
      .required(),
  )
    .max(MAX_PAGES_REPORTED, DATA_ROOM_FIELD_MESSAGES.pages)
    .required(DATA_ROOM_FIELD_MESSAGES.pages),
});
