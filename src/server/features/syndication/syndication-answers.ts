// The answer schemas of the syndication sign-up and of its review (docs/syndication.md), tied to
// src/shared/api/syndication.ts, which the sign-up and review pages read.
import {
  type NdaView,
  type SyndicationStatusAnswer,
  UPLOAD_CONTENT_TYPES,
  type UploadSummary,
  VERIFICATION_KINDS,
  type VerificationDecisionAnswer,
  type VerificationQueueAnswer,
  type VerificationQueueRow,
  type VerificationSummary,
} from '../../../shared/api/syndication';
import { ACCREDITATION_BASES } from '../../../shared/domain/accreditation-basis';
import { DECISIONS, WORK_ITEM_STATUSES } from '../../../shared/domain/codes';
import { SYNDICATION_STAGES } from '../../../shared/domain/syndication-progress';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  fileAnswer,
  instantAnswer,
  integerAnswer,
  nullableEnum,
  nullableInstant,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../answer-schema';

const uploadSummaryAnswer = answerObject<UploadSummary>()(
  {
    documentId: stringAnswer,
    fileName: stringAnswer,
    contentType: enumAnswer(UPLOAD_CONTENT_TYPES),
    byteLength: integerAnswer,
    uploadedAt: instantAnswer,
    url: stringAnswer,
  },
  ['url'],
);

const verificationSummaryAnswer = answerObject<VerificationSummary>()({
  kind: enumAnswer(VERIFICATION_KINDS),
  status: nullableEnum(WORK_ITEM_STATUSES),
  decision: nullableEnum(DECISIONS),
  submittedAt: nullableInstant,
  decidedAt: nullableInstant,
  reason: nullableString,
  upload: nullableObject(uploadSummaryAnswer),
});

/** GET /api/syndication and every sign-up step: where the investor stands. */
export const syndicationStatusAnswer = answerObject<SyndicationStatusAnswer>()(
  {
    stage: enumAnswer(SYNDICATION_STAGES),
    stepNumber: { type: ['integer', 'null'], enum: [1, 2, 3, 4, null] },
    acknowledgmentsText: stringAnswer,
    acknowledgmentsTextSha256: stringAnswer,
    startedAt: nullableInstant,
    acknowledgedAt: nullableInstant,
    ndaSignedAt: nullableInstant,
    ndaDocumentUrl: nullableString,
    identity: verificationSummaryAnswer,
    accreditation: verificationSummaryAnswer,
    accreditationBasis: nullableEnum(ACCREDITATION_BASES),
    accreditationExpiresAt: nullableInstant,
    waitingPeriod: answerObject<SyndicationStatusAnswer['waitingPeriod']>()({
      applies: booleanAnswer,
      endsAt: nullableInstant,
      daysLeft: integerAnswer,
    }),
    isEligible: booleanAnswer,
  },
  ['acknowledgmentsTextSha256', 'ndaDocumentUrl'],
);

const lineAnswer = answerObject<NdaView['lines'][number]>()({ label: stringAnswer, value: stringAnswer });

/** POST /api/syndication/nda/open and /nda/consent. */
export const ndaViewAnswer = answerObject<NdaView>()({
  documentUrl: stringAnswer,
  lines: arrayOf(lineAnswer),
  disclosure: answerObject<NdaView['disclosure']>()({
    version: stringAnswer,
    title: stringAnswer,
    sections: arrayOf(
      answerObject<NdaView['disclosure']['sections'][number]>()({ heading: stringAnswer, text: stringAnswer }),
    ),
    sha256: stringAnswer,
  }),
  hasConsented: booleanAnswer,
  hasSigned: booleanAnswer,
  canSign: booleanAnswer,
  cannotSignReason: nullableString,
});

const queueRowAnswer = answerObject<VerificationQueueRow>()({
  verificationId: stringAnswer,
  kind: enumAnswer(VERIFICATION_KINDS),
  investor: answerObject<VerificationQueueRow['investor']>()({
    integrationId: stringAnswer,
    name: stringAnswer,
    email: stringAnswer,
  }),
  status: enumAnswer(WORK_ITEM_STATUSES),
  decision: nullableEnum(DECISIONS),
  submittedAt: instantAnswer,
  upload: uploadSummaryAnswer,
  details: arrayOf(lineAnswer),
  decidedAt: nullableInstant,
  reason: nullableString,
  documentUrl: stringAnswer,
});

/** GET /api/admin/verifications. */
export const verificationQueueAnswer = answerObject<VerificationQueueAnswer>()({
  verifications: arrayOf(queueRowAnswer),
});

/** POST /api/admin/verifications/:verificationId/decision. */
export const verificationDecisionAnswer = answerObject<VerificationDecisionAnswer>()({ verification: queueRowAnswer });

/** An upload as stored: judged by its bytes, one of the accepted kinds. */
export const uploadFileAnswer = fileAnswer('The document as uploaded', UPLOAD_CONTENT_TYPES);

/** The NDA, filled, stamped or sealed. */
export const ndaPdfAnswer = fileAnswer('The non-disclosure agreement', ['application/pdf']);
