// GET /api/syndication (SyndicationStatusAnswer): the stage the machine resumes the investor at, the step's text,
// the dates recorded so far, each proof's latest verification and the waiting period, all as of the app's clock.

import { resumeSignUp } from '../../../../machines/syndication-sign-up.machine';
import type {
  SyndicationStatusAnswer,
  UploadSummary,
  VerificationKind,
  VerificationSummary,
} from '../../../shared/api/syndication';
import { type SyndicationFields, syndicationWaitingPeriod } from '../../../shared/domain/syndication';
import { acknowledgmentsSha256, acknowledgmentsTextOf } from './acknowledgments-text';
import { loadSignUp } from './sign-up-store';
import { stageOf } from './sign-up-transition';
import type { SyndicationDeps } from './syndication-deps';
import type { UploadInfo } from './syndication-uploads-repository';
import type { VerificationRecord } from './verifications-repository';

export const NDA_DOCUMENT_URL = '/api/syndication/nda/document';
export const ownUploadUrl = (uploadId: string): string => `/api/syndication/uploads/${uploadId}`;

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export const uploadSummary = (upload: UploadInfo, url: string): UploadSummary => ({
  documentId: upload.id,
  fileName: upload.fileName,
  contentType: upload.contentType,
  byteLength: upload.byteLength,
  uploadedAt: upload.createdAt.toISOString(),
  url,
});

/** Without a verification row (decided before this portal kept them), the investor's own status speaks. */
const summaryFromFields = (kind: VerificationKind, fields: SyndicationFields): VerificationSummary => {
  const status = kind === 'identity' ? fields.proofOfIdentityStatus : fields.proofOfAccreditationStatus;
  const isDecision = status === 'approved' || status === 'denied';
  return {
    kind,
    status: isDecision ? 'completed' : status,
    decision: isDecision ? status : null,
    submittedAt: kind === 'identity' ? fields.proofOfIdentitySubmissionDate : fields.proofOfAccreditationSubmissionDate,
    decidedAt: kind === 'identity' ? fields.proofOfIdentityStatusUpdateDate : null,
    reason: null,
    upload: null,
  };
};

const summaryOf = async (
  deps: SyndicationDeps,
  kind: VerificationKind,
  record: VerificationRecord | undefined,
  fields: SyndicationFields,
): Promise<VerificationSummary> => {
  if (!record) return summaryFromFields(kind, fields);
  const upload = await deps.syndication.uploads.findInfo(record.uploadId);
  return {
    kind,
    status: record.status,
    decision: record.decision,
    submittedAt: record.submittedAt.toISOString(),
    decidedAt: iso(record.decidedAt),
    reason: record.reason,
    upload: upload ? uploadSummary(upload, ownUploadUrl(upload.id)) : null,
  };
};

export const syndicationStatus = async (deps: SyndicationDeps, userId: string): Promise<SyndicationStatusAnswer> => {
  const now = deps.now();
  const { fields } = await loadSignUp(deps.db, userId);
  const snapshot = resumeSignUp(fields, now);
  const stage = stageOf(snapshot);
  const meta = snapshot.getMeta()[`syndicationSignUp.${stage}`];
  const [latest, nda] = await Promise.all([
    deps.syndication.verifications.latestOf(userId),
    deps.provider.findDocumentEnvelope({ purpose: 'syndicationNda', ownerUserId: userId }),
  ]);
  const acknowledgmentsText = acknowledgmentsTextOf(fields);
  const waiting = syndicationWaitingPeriod(fields, now);
  const accreditation = latest.accreditation;
  return {
    stage,
    stepNumber: meta && 'stepNumber' in meta ? meta.stepNumber : null,
    acknowledgmentsText,
    acknowledgmentsTextSha256: acknowledgmentsSha256(acknowledgmentsText),
    startedAt: fields.syndicationProgramSignUpStartDate,
    acknowledgedAt: fields.syndicationProgramSignUpAcknowledgmentsCompletionDate,
    ndaSignedAt: fields.syndicationProgramSignUpNDACompletionDate,
    ndaDocumentUrl: nda ? NDA_DOCUMENT_URL : null,
    identity: await summaryOf(deps, 'identity', latest.identity, fields),
    accreditation: await summaryOf(deps, 'accreditation', accreditation, fields),
    accreditationBasis: accreditation?.details.kind === 'accreditation' ? accreditation.details.basis : null,
    accreditationExpiresAt: fields.proofOfAccreditationExpirationDate,
    waitingPeriod: { applies: waiting.applies, endsAt: iso(waiting.endsAt), daysLeft: waiting.daysLeft },
    isEligible: stage === 'ELIGIBLE',
  };
};
