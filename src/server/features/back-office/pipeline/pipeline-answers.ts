// The answer schemas of a fund's pipeline, one transaction's detail, the decisions on it, the bulk actions and the
// reminders (docs/admin.md 'Pipeline', 'Transaction', 'Bulk actions', 'Reminders'), tied to
// src/shared/api/admin-pipeline.ts, admin-transaction.ts and admin-bulk.ts. The detail's answers carry tax ids
// masked; the schema passes the masked text as it is.

import { BULK_ACTIONS, type BulkAnswer, type BulkItemResult } from '../../../../shared/api/admin-bulk';
import {
  PIPELINE_STATUSES,
  type PipelineAnswer,
  type PipelineRow,
  type PipelineSigner,
} from '../../../../shared/api/admin-pipeline';
import type {
  AnswerLine,
  CountersignatureView,
  ReminderRunAnswer,
  ReminderView,
  SignerEvidence,
  SigningDetail,
  SigningEventView,
  TransactionDetailAnswer,
} from '../../../../shared/api/admin-transaction';
import type { ChangeRequestItemView, ChangeRequestView, MarkableAnswer } from '../../../../shared/api/change-requests';
import { DOCUMENT_CATEGORIES } from '../../../../shared/api/data-room';
import { SIGNER_ROLES } from '../../../../shared/api/signing';
import { CHANGE_REQUEST_MODES } from '../../../../shared/domain/change-requests';
import { STEP_IDS } from '../../../../shared/domain/steps';
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
  nullableInteger,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../../answer-schema';
import { taxFormRecordFields } from '../../signing/public-api';
import { auditEntryAnswer } from '../audit/audit-answers';

const signerRole = enumAnswer(SIGNER_ROLES);
const signerStatus = enumAnswer(['pending', 'signed']);

const pipelineRowAnswer = answerObject<PipelineRow>()({
  transactionId: stringAnswer,
  investor: answerObject<PipelineRow['investor']>()({ userId: stringAnswer, name: stringAnswer, email: stringAnswer }),
  methodOfInvestment: nullableString,
  currentStep: enumAnswer(STEP_IDS),
  currentStepTitle: stringAnswer,
  amount: nullableInteger,
  reservationAmount: nullableInteger,
  signers: arrayOf(
    answerObject<PipelineSigner>()({
      role: signerRole,
      name: stringAnswer,
      status: signerStatus,
      signedAt: nullableInstant,
    }),
  ),
  envelopeStatus: enumAnswer(['none', 'inProgress', 'completed']),
  approval: enumAnswer(['pending', 'approved', 'rejected']),
  rejectionReason: nullableString,
  countersignedAt: nullableInstant,
  memorandumReadAt: nullableInstant,
  status: enumAnswer(PIPELINE_STATUSES),
  statusText: stringAnswer,
  isComplete: booleanAnswer,
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
  subscriptionAgreementDate: nullableString,
  fundsTransferDate: nullableString,
  proofOfAccreditationDate: nullableString,
  completionDate: nullableString,
  rejectionDate: nullableString,
});

/** GET /api/admin/funds/:slug/pipeline. */
export const pipelineAnswer = answerObject<PipelineAnswer>()({
  fund: answerObject<PipelineAnswer['fund']>()({ slug: stringAnswer, name: stringAnswer }),
  rows: arrayOf(pipelineRowAnswer),
  page: answerObject<PipelineAnswer['page']>()({ next: nullableString, previous: nullableString }),
  total: integerAnswer,
});

const signerEvidenceAnswer = answerObject<SignerEvidence>()({
  signerId: stringAnswer,
  role: signerRole,
  name: stringAnswer,
  email: stringAnswer,
  status: signerStatus,
  invitedAt: nullableInstant,
  reminderCount: integerAnswer,
  consentedAt: nullableInstant,
  consentIp: nullableString,
  signedAt: nullableInstant,
  signIp: nullableString,
  signUserAgent: nullableString,
  signatureKind: nullableEnum(['typed', 'drawn']),
  authMethod: nullableString,
});

const signingDetailAnswer = answerObject<SigningDetail>()({
  envelopeId: stringAnswer,
  status: enumAnswer(['inProgress', 'completed']),
  sealedSha256: nullableString,
  completedAt: nullableInstant,
  countersignature: nullableObject(
    answerObject<CountersignatureView>()({
      name: stringAnswer,
      title: stringAnswer,
      email: stringAnswer,
      fundLegalName: stringAnswer,
      authMethod: stringAnswer,
      at: instantAnswer,
      ip: nullableString,
      userAgent: nullableString,
      sha256: stringAnswer,
      previousSha256: stringAnswer,
    }),
  ),
  signers: arrayOf(signerEvidenceAnswer),
  events: arrayOf(
    answerObject<SigningEventView>()({
      id: integerAnswer,
      type: stringAnswer,
      at: instantAnswer,
      ip: nullableString,
      signerId: nullableString,
    }),
  ),
  taxForm: nullableObject(
    answerObject<NonNullable<SigningDetail['taxForm']>>()({ ...taxFormRecordFields, sealedSha256: nullableString }),
  ),
});

const changeRequestAnswer = answerObject<ChangeRequestView>()({
  id: stringAnswer,
  mode: enumAnswer(CHANGE_REQUEST_MODES),
  targetStep: enumAnswer(STEP_IDS),
  items: arrayOf(
    answerObject<ChangeRequestItemView>()({
      field: stringAnswer,
      label: stringAnswer,
      step: enumAnswer(STEP_IDS),
      note: stringAnswer,
    }),
  ),
  requestedAt: instantAnswer,
  requestedBy: stringAnswer,
  answeredAt: nullableInstant,
  voidedEnvelopeId: nullableString,
});

/** GET /api/admin/transactions/:transactionId, and the transaction after each decision on it. */
export const transactionDetailAnswer = answerObject<TransactionDetailAnswer>()({
  row: pipelineRowAnswer,
  fund: answerObject<TransactionDetailAnswer['fund']>()({
    slug: stringAnswer,
    name: stringAnswer,
    legalName: stringAnswer,
  }),
  answers: arrayOf(
    answerObject<AnswerLine>()({
      field: stringAnswer,
      label: stringAnswer,
      value: stringAnswer,
      author: nullableString,
    }),
  ),
  signing: nullableObject(signingDetailAnswer),
  taxFormNote: nullableString,
  canCountersign: booleanAnswer,
  reminders: arrayOf(
    answerObject<ReminderView>()({
      kind: enumAnswer(['wizard', 'coSigner']),
      sentCount: integerAnswer,
      lastSentAt: nullableInstant,
      nextDueAt: nullableInstant,
      isDone: booleanAnswer,
    }),
  ),
  areRemindersPaused: booleanAnswer,
  audit: arrayOf(auditEntryAnswer),
  decisions: answerObject<TransactionDetailAnswer['decisions']>()({
    approve: nullableString,
    reject: nullableString,
    fundsReceived: nullableString,
    complete: nullableString,
  }),
  lifecycleAnomalies: arrayOf(stringAnswer),
  unopenedGoverningDocuments: arrayOf(
    answerObject<TransactionDetailAnswer['unopenedGoverningDocuments'][number]>()({
      title: stringAnswer,
      category: enumAnswer(DOCUMENT_CATEGORIES),
    }),
  ),
  decisionMail: answerObject<TransactionDetailAnswer['decisionMail']>()({
    name: stringAnswer,
    email: stringAnswer,
    isOn: booleanAnswer,
  }),
  changeRequests: arrayOf(changeRequestAnswer),
  markableAnswers: arrayOf(
    answerObject<MarkableAnswer>()({
      field: stringAnswer,
      label: stringAnswer,
      step: enumAnswer(STEP_IDS),
      value: stringAnswer,
      isLocked: booleanAnswer,
    }),
  ),
});

/** The bulk actions' answer: per subscription, done or skipped and why. */
export const bulkAnswer = answerObject<BulkAnswer>()({
  action: enumAnswer(BULK_ACTIONS),
  done: integerAnswer,
  skipped: integerAnswer,
  results: arrayOf(
    answerObject<BulkItemResult>()({
      transactionId: stringAnswer,
      investorName: nullableString,
      outcome: enumAnswer(['done', 'skipped']),
      reason: nullableString,
    }),
  ),
});

/** The reminder job's run, and the reminders sent now for one transaction. */
export const reminderRunAnswer = answerObject<ReminderRunAnswer>()({ sent: integerAnswer, skipped: integerAnswer });

/** POST /api/admin/investors/:userId/reminders. */
export const remindersPausedAnswer = answerObject<{ isPaused: boolean }>()({ isPaused: booleanAnswer });

/** The CSV exports: a spreadsheet of the subscriptions chosen. */
export const csvAnswer = fileAnswer('A CSV file, one subscription a row', ['text/csv']);
