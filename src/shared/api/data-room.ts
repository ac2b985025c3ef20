// The fund's data room (docs/data-room.md): what an investor reads before committing, who may read each document,
// and what the back office sees of who read what.

export const DOCUMENT_CATEGORIES = [
  'offeringMemorandum',
  'partnershipAgreement',
  'subscriptionAgreementSample',
  'presentation',
  'financials',
  'faq',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  offeringMemorandum: 'Offering memorandum',
  partnershipAgreement: 'Limited partnership agreement',
  subscriptionAgreementSample: 'Subscription agreement (sample)',
  presentation: 'Presentation',
  financials: 'Financials',
  faq: 'Questions and answers',
  other: 'Other documents',
};

/** Who may open a document, from the widest to the narrowest audience. */
export const ACCESS_LEVELS = ['public', 'investor', 'nda', 'subscriber'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  public: 'Anyone with the link',
  investor: 'Logged-in investors',
  nda: 'Investors who accepted the NDA',
  subscriber: 'Investors with a signed subscription',
};

/** The file kinds a data room stores, judged by their bytes. Images reach investors as stamped PDFs. */
export const DATA_ROOM_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DataRoomContentType = (typeof DATA_ROOM_CONTENT_TYPES)[number];

export const DATA_ROOM_MAX_BYTES = 25 * 1024 * 1024;

export const DATA_ROOM_MESSAGES = {
  required: 'Please choose a file to upload.',
  empty: 'The file is empty. Please choose another one.',
  tooLarge: 'The file is larger than 25 MB.',
  unreadable: 'The file could not be read. Please choose it again.',
  kind: 'Upload a PDF, JPEG or PNG file.',
  office:
    'This is an Office document. Save it as a PDF and upload that: every copy investors open is stamped with their name, which only a PDF can carry.',
  protectedPdf: 'This PDF is protected or damaged and cannot be stamped. Upload a copy without a password.',
  cannotShow: 'This document cannot be shown. Please ask investor relations for a copy.',
  damagedImage: 'This image is damaged and cannot be shown. Export it again as PNG or JPEG, or upload it as a PDF.',
  notFound: 'That document is not in this data room.',
  ndaNeeded: 'Accept the confidentiality agreement to open this document.',
  loginNeeded: 'Log in to open this document.',
  subscriptionNeeded: 'This document is for investors who have signed their subscription.',
  ndaNotRequired: 'This fund does not ask for a confidentiality agreement.',
  ndaChanged: 'The confidentiality agreement has changed. Please read it again.',
  ndaOwnOnly: 'Only the investor can accept the confidentiality agreement.',
  ndaAgree: 'Please tick the box to confirm that you agree to the confidentiality agreement.',
} as const;

/** Why a document is closed to this visitor, in the order they would open it. */
export type ClosedReason = 'login' | 'nda' | 'subscription';

export type DataRoomDocument = {
  id: string;
  title: string;
  category: DocumentCategory;
  accessLevel: AccessLevel;
  version: number;
  /** When the newest version was added. */
  updatedAt: string;
  pageCount: number;
  byteLength: number;
  /** Set when the visitor opened an older version: the newest one came after. */
  updatedSinceSeen: string | null;
  lastOpenedAt: string | null;
};

export type DataRoomHistoryEntry = {
  documentId: string;
  title: string;
  version: number;
  kind: DocumentEventKind;
  at: string;
  pagesSeen: number[];
};

export type DocumentEventKind = 'view' | 'download';

export type DataRoomNda = {
  required: boolean;
  /** The agreement's text (paragraphs) and its SHA-256, which the acceptance names. */
  paragraphs: string[];
  textSha256: string;
  acceptedAt: string | null;
};

export type DataRoomView = {
  fund: { slug: string; name: string; legalName: string; hexColor: string };
  visitor: 'anonymous' | 'investor' | 'admin';
  hasSignedSubscription: boolean;
  nda: DataRoomNda;
  documents: DataRoomDocument[];
  /** Documents the visitor cannot open yet, counted by what would open them (never their titles). */
  closed: Record<ClosedReason, number>;
  history: DataRoomHistoryEntry[];
};

/** The back office's view of one fund's data room. */
export type AdminDocumentVersion = {
  version: number;
  fileName: string;
  contentType: DataRoomContentType;
  byteLength: number;
  pageCount: number;
  sha256: string;
  createdAt: string;
};

export type AdminReader = {
  userId: string | null;
  name: string;
  email: string | null;
  views: number;
  downloads: number;
  lastAt: string;
  /** Pages seen in the viewer, all versions together. */
  pagesSeen: number[];
};

export type AdminDataRoomDocument = {
  id: string;
  title: string;
  category: DocumentCategory;
  accessLevel: AccessLevel;
  position: number;
  versions: AdminDocumentVersion[];
  readers: AdminReader[];
};

export type AdminNdaAcceptance = {
  userId: string;
  name: string;
  email: string;
  acceptedAt: string;
  ip: string | null;
  userAgent: string | null;
  textSha256: string;
};

export type AdminInvestorReading = {
  userId: string;
  name: string;
  email: string;
  documents: {
    documentId: string;
    title: string;
    versions: number[];
    views: number;
    downloads: number;
    lastAt: string;
  }[];
};

export type AdminDataRoomView = {
  fund: { slug: string; name: string };
  settings: { ndaRequired: boolean; ndaText: string; defaultNdaText: string };
  documents: AdminDataRoomDocument[];
  ndaAcceptances: AdminNdaAcceptance[];
  investors: AdminInvestorReading[];
};
