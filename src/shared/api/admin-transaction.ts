// The back office's detail of one transaction (docs/admin.md 'Transaction'): answers with tax ids masked, the
// signing evidence, reminders and the audit trail; and the decisions an admin takes on it.
import type { AuditEntryView } from './admin-audit';
import type { PipelineRow } from './admin-pipeline';
import type { ChangeRequestView, MarkableAnswer } from './change-requests';
import type { DocumentCategory } from './data-room';
import type { EnvelopeStatus, SignerRole, SignerStatus, TaxFormRecord } from './signing';

/** One answer of the detail page; `author` says who gave it (docs/design.md §7a), null when not recorded. */
export type AnswerLine = { field: string; label: string; value: string; author: string | null };

export type SignerEvidence = {
  signerId: string;
  role: SignerRole;
  name: string;
  email: string;
  status: SignerStatus;
  invitedAt: string | null;
  reminderCount: number;
  consentedAt: string | null;
  consentIp: string | null;
  signedAt: string | null;
  signIp: string | null;
  signUserAgent: string | null;
  signatureKind: 'typed' | 'drawn' | null;
  authMethod: string | null;
};

export type SigningEventView = { id: number; type: string; at: string; ip: string | null; signerId: string | null };

/** The fund's countersignature and its evidence. */
export type CountersignatureView = {
  name: string;
  title: string;
  email: string;
  fundLegalName: string;
  authMethod: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the countersigned agreement, now the envelope's seal. */
  sha256: string;
  /** SHA-256 of the agreement as the signers sealed it. */
  previousSha256: string;
};

export type SigningDetail = {
  envelopeId: string;
  status: EnvelopeStatus;
  sealedSha256: string | null;
  completedAt: string | null;
  countersignature: CountersignatureView | null;
  signers: SignerEvidence[];
  events: SigningEventView[];
  /** The tax form signed with the agreement (docs/signing.md 'The tax form'), with its seal once sealed. */
  taxForm: (TaxFormRecord & { sealedSha256: string | null }) | null;
};

export type ReminderView = {
  kind: 'wizard' | 'coSigner';
  sentCount: number;
  lastSentAt: string | null;
  nextDueAt: string | null;
  isDone: boolean;
};

export type TransactionDetailAnswer = {
  row: PipelineRow;
  fund: { slug: string; name: string; legalName: string };
  answers: AnswerLine[];
  signing: SigningDetail | null;
  /** Why the subscription carries no tax form from the investor though the fund collects them (an IRA). */
  taxFormNote: string | null;
  /** Approved, every signer has signed and the fund has not countersigned yet: the fund may countersign. */
  canCountersign: boolean;
  reminders: ReminderView[];
  areRemindersPaused: boolean;
  audit: AuditEntryView[];
  /**
   * Why approving or rejecting no longer applies (shared/domain/decision-rules.ts, then the lifecycle machine), and
   * why the lifecycle does not take the funds' arrival or the completion now (the closing dates); null when it does.
   */
  decisions: { approve: string | null; reject: string | null; fundsReceived: string | null; complete: string | null };
  /**
   * Stored combinations the subscription's lifecycle can never reach (an approval given before everyone signed, …),
   * each in words with the way to put it right (src/shared/domain/lifecycle.ts); empty for a subscription in order.
   */
  lifecycleAnomalies: string[];
  /**
   * The fund's offering memorandum and partnership agreement the investor never opened in the data room (the approve
   * dialog names them); empty when they opened every one, or the room holds none.
   */
  unopenedGoverningDocuments: { title: string; category: DocumentCategory }[];
  /** Who the decision's e-mail goes to; `isOn` false when the investor turned status e-mails off. */
  decisionMail: { name: string; email: string; isOn: boolean };
  /** The fund's change requests, newest first (docs/admin.md 'Change requests'). */
  changeRequests: ChangeRequestView[];
  /** The answers a change request may mark; empty when no request applies (not signed, or decided). */
  markableAnswers: MarkableAnswer[];
};

export type RejectRequest = { reason: string };

/** The title printed under the fund signatory's name (1–100 characters); 'Authorized signatory' when omitted. */
export type CountersignRequestBody = { signatoryTitle?: string };

/** ISO-8601 instants; null clears a date; a missing key leaves it as it is. */
export type TransactionDatesRequest = {
  fundsTransferDate?: string | null;
  proofOfAccreditationDate?: string | null;
  completionDate?: string | null;
};

export type RemindersPauseRequest = { isPaused: boolean };
export type ReminderRunAnswer = { sent: number; skipped: number };
