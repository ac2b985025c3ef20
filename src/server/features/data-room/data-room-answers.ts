// The answer schemas of the data room (docs/data-room.md), the investor's and the back office's, tied to
// src/shared/api/data-room.ts, which the data room pages read.
import {
  ACCESS_LEVELS,
  type AdminDataRoomDocument,
  type AdminDataRoomView,
  type AdminDocumentVersion,
  type AdminInvestorReading,
  type AdminNdaAcceptance,
  type AdminReader,
  type ClosedReason,
  DATA_ROOM_CONTENT_TYPES,
  type DataRoomDocument,
  type DataRoomHistoryEntry,
  type DataRoomNda,
  type DataRoomView,
  DOCUMENT_CATEGORIES,
} from '../../../shared/api/data-room';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  fileAnswer,
  instantAnswer,
  integerAnswer,
  nullableInstant,
  nullableString,
  stringAnswer,
} from '../../answer-schema';

const documentAnswer = answerObject<DataRoomDocument>()({
  id: stringAnswer,
  title: stringAnswer,
  category: enumAnswer(DOCUMENT_CATEGORIES),
  accessLevel: enumAnswer(ACCESS_LEVELS),
  version: integerAnswer,
  updatedAt: instantAnswer,
  pageCount: integerAnswer,
  byteLength: integerAnswer,
  updatedSinceSeen: nullableInstant,
  lastOpenedAt: nullableInstant,
});

const historyEntryAnswer = answerObject<DataRoomHistoryEntry>()({
  documentId: stringAnswer,
  title: stringAnswer,
  version: integerAnswer,
  kind: enumAnswer(['view', 'download']),
  at: instantAnswer,
  pagesSeen: arrayOf(integerAnswer),
});

/** GET /api/fund/:slug/data-room and POST …/nda: the data room as this visitor sees it. */
export const dataRoomViewAnswer = answerObject<DataRoomView>()({
  fund: answerObject<DataRoomView['fund']>()({
    slug: stringAnswer,
    name: stringAnswer,
    legalName: stringAnswer,
    hexColor: stringAnswer,
  }),
  visitor: enumAnswer(['anonymous', 'investor', 'admin']),
  hasSignedSubscription: booleanAnswer,
  nda: answerObject<DataRoomNda>()({
    required: booleanAnswer,
    paragraphs: arrayOf(stringAnswer),
    textSha256: stringAnswer,
    acceptedAt: nullableInstant,
  }),
  documents: arrayOf(documentAnswer),
  closed: answerObject<Record<ClosedReason, number>>()({
    login: integerAnswer,
    nda: integerAnswer,
    subscription: integerAnswer,
  }),
  history: arrayOf(historyEntryAnswer),
});

/** POST …/documents/:documentId/pages: 200 when the pages were recorded, 202 when they add nothing new. */
export const pagesRecordedAnswer = answerObject<{ recorded: boolean }>()({ recorded: booleanAnswer });

/** A document as an investor opens it: a PDF stamped with their name. */
export const stampedPdfAnswer = fileAnswer('The document, stamped for the reader', ['application/pdf']);

const adminDocumentAnswer = answerObject<AdminDataRoomDocument>()({
  id: stringAnswer,
  title: stringAnswer,
  category: enumAnswer(DOCUMENT_CATEGORIES),
  accessLevel: enumAnswer(ACCESS_LEVELS),
  position: integerAnswer,
  versions: arrayOf(
    answerObject<AdminDocumentVersion>()({
      version: integerAnswer,
      fileName: stringAnswer,
      contentType: enumAnswer(DATA_ROOM_CONTENT_TYPES),
      byteLength: integerAnswer,
      pageCount: integerAnswer,
      sha256: stringAnswer,
      createdAt: instantAnswer,
    }),
  ),
  readers: arrayOf(
    answerObject<AdminReader>()({
      userId: nullableString,
      name: stringAnswer,
      email: nullableString,
      views: integerAnswer,
      downloads: integerAnswer,
      lastAt: instantAnswer,
      pagesSeen: arrayOf(integerAnswer),
    }),
  ),
});

type InvestorDocumentReading = AdminInvestorReading['documents'][number];

/** The back office's data room of a fund, answered by every call that changes it. */
export const adminDataRoomViewAnswer = answerObject<AdminDataRoomView>()({
  fund: answerObject<AdminDataRoomView['fund']>()({ slug: stringAnswer, name: stringAnswer }),
  settings: answerObject<AdminDataRoomView['settings']>()({
    ndaRequired: booleanAnswer,
    ndaText: stringAnswer,
    defaultNdaText: stringAnswer,
  }),
  documents: arrayOf(adminDocumentAnswer),
  ndaAcceptances: arrayOf(
    answerObject<AdminNdaAcceptance>()({
      userId: stringAnswer,
      name: stringAnswer,
      email: stringAnswer,
      acceptedAt: instantAnswer,
      ip: nullableString,
      userAgent: nullableString,
      textSha256: stringAnswer,
    }),
  ),
  investors: arrayOf(
    answerObject<AdminInvestorReading>()({
      userId: stringAnswer,
      name: stringAnswer,
      email: stringAnswer,
      documents: arrayOf(
        answerObject<InvestorDocumentReading>()({
          documentId: stringAnswer,
          title: stringAnswer,
          versions: arrayOf(integerAnswer),
          views: integerAnswer,
          downloads: integerAnswer,
          lastAt: instantAnswer,
        }),
      ),
    }),
  ),
});
