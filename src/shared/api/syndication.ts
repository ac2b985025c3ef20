// Requests and answers of the syndication sign-up calls (docs/design.md §5 '/api/syndication/*' and the admin review under
// '/api/admin/verifications'). The server and the browser both read these; docs/syndication.md describes every call.
import type { AccreditationBasis } from '../domain/accreditation-basis';
import type { Decision, WorkItemStatus } from '../domain/codes';
import type { SyndicationStage } from '../domain/syndication-progress';
import type { AdoptedSignature } from './signing';

/** The two documents an investor uploads; each opens one verification work item for investor relations. */
export const VERIFICATION_KINDS = ['identity', 'accreditation'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** Uploads are checked by their content (magic bytes), never by name or declared type. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A file as the browser sends it: JSON with the bytes in base64 (state-changing calls take a JSON body). */
export type UploadedFile = { fileName: string; dataBase64: string };

/** What the investor and the reviewer see of a stored upload (never its bytes inline). */
export type UploadSummary = {
  documentId: string;
  fileName: string;
  contentType: UploadContentType;
  byteLength: number;
  uploadedAt: string;
  /** Where its owner views it (always sent by the server). */
  url?: string;
};

export type VerificationSummary = {
  kind: VerificationKind;
  /** docs/spec.md §4 work-item status; null before anything was submitted. */
  status: WorkItemStatus | null;
  decision: Decision | null;
  submittedAt: string | null;
  decidedAt: string | null;
  /** The reviewer's reason, shown to the investor after a denial. */
  reason: string | null;
  upload: UploadSummary | null;
};

/** GET /api/syndication: where the investor stands; the page renders the stage's step. */
export type SyndicationStatusAnswer = {
  stage: SyndicationStage;
  /** 1–4 on a sign-up step ('Step N of 4'), else null. */
  stepNumber: 1 | 2 | 3 | 4 | null;
  acknowledgmentsText: string;
  /** SHA-256 (hex) of the text's UTF-8 bytes: what AcknowledgeRequest names (always sent by the server). */
  acknowledgmentsTextSha256?: string;
  startedAt: string | null;
  acknowledgedAt: string | null;
  ndaSignedAt: string | null;
  /** The NDA as it stands (sealed once signed); null before it was prepared (always sent by the server). */
  ndaDocumentUrl?: string | null;
  identity: VerificationSummary;
  accreditation: VerificationSummary;
  accreditationBasis: AccreditationBasis | null;
  /** Shown to the investor once accreditation is approved (90 days for net worth, one year otherwise). */
  accreditationExpiresAt: string | null;
  waitingPeriod: { applies: boolean; endsAt: string | null; daysLeft: number };
  isEligible: boolean;
};

/** POST /api/syndication/start: records the start date on the first visit (idempotent). Answers the status. */
export type StartSyndicationRequest = Record<string, never>;
/** POST /api/syndication/acknowledgments: step 1. */
export type AcknowledgeRequest = { accepted: true; acknowledgmentsTextSha256: string };
/** POST /api/syndication/nda/open and /nda/sign: step 2, through the signature provider (same shapes as signing). */
export type NdaView = {
  documentUrl: string;
  lines: { label: string; value: string }[];
  disclosure: { version: string; title: string; sections: { heading: string; text: string }[]; sha256: string };
  hasConsented: boolean;
  hasSigned: boolean;
  canSign: boolean;
  cannotSignReason: string | null;
};
/** POST /api/syndication/nda/consent: ESIGN consent to the disclosure shown (NdaView.disclosure). Answers NdaView. */
export type NdaConsentRequest = { disclosureSha256: string };
/** POST /api/syndication/nda/sign: the adopted signature and the stated intent. Answers the status. */
export type NdaSignRequest = { intentToSign: true; signature: AdoptedSignature };
/** POST /api/syndication/identity: step 3 (fields validated by syndicationIdentitySchema). */
export type IdentityRequest = {
  legalName: string;
  dateOfBirth: string; // yyyy-mm-dd
  residence: { country: string; state: string; city: string; addressLine1: string; postalCode: string };
  document: UploadedFile;
};
/** POST /api/syndication/accreditation: step 4 (basis validated by syndicationAccreditationSchema). */
export type AccreditationRequest = { basis: AccreditationBasis; document: UploadedFile };

/** GET /api/admin/verifications: the review queue (pending first). */
export type VerificationQueueRow = {
  verificationId: string;
  kind: VerificationKind;
  investor: { integrationId: string; name: string; email: string };
  status: WorkItemStatus;
  decision: Decision | null;
  submittedAt: string;
  upload: UploadSummary;
  /** Identity: legal name, date of birth, residence; accreditation: the basis, as label/value lines. */
  details: { label: string; value: string }[];
  decidedAt: string | null;
  reason: string | null;
  /** GET /api/admin/verifications/:verificationId/document: the upload, inline. */
  documentUrl: string;
};
export type VerificationQueueAnswer = { verifications: VerificationQueueRow[] };
/** POST /api/admin/verifications/:verificationId/decision */
export type VerificationDecisionRequest = { decision: Decision; reason?: string };
/** The item as decided. */
export type VerificationDecisionAnswer = { verification: VerificationQueueRow };
