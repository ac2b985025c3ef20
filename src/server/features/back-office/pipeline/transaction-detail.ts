// The back office's page of one transaction (issue 'Pipeline'): the row, the answers with tax ids masked, the signing
// evidence (e-signature's records) with the fund's countersignature and the tax form signed with the agreement (or
// the IRA's note), its reminders and its audit trail.
import type {
  CountersignatureView,
  ReminderView,
  SigningDetail,
  TransactionDetailAnswer,
} from '../../../../shared/api/admin-transaction';
import { rejectRefusal } from '../../../../shared/domain/decision-rules';
import { LIFECYCLE_ANOMALIES, lifecycleAnomalies } from '../../../../shared/domain/lifecycle';
import { maskFlowValues } from '../../../security/mask';
import { notificationPreferencesOf } from '../../auth-and-accounts/public-api';
import { governingDocumentsNotOpened } from '../../data-room/public-api';
import { findFund } from '../../funds/public-api';
import { openFlowValues, transactionAnswerAuthors } from '../../investment-flow/public-api';
import {
  adminTaxFormUrl,
  type Countersignature,
  type EnvelopeState,
  taxFormNote,
  taxFormTitle,
} from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import { changeRequestViews, markableAnswers } from '../decisions/change-requests';
import {
  approvalRefusal,
  closingRefusal,
  decisionFacts,
  lifecycleRefusal,
  loadTransaction,
  storedLifecycle,
} from '../decisions/decisions';
import { isSeriesOver } from '../reminders/reminder-delivery';
import type { ReminderRow } from '../reminders/reminders-repository';
import { answerLines } from './answer-lines';
import { toPipelineRow } from './pipeline-rows';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

const countersignatureView = (c: Countersignature | null): CountersignatureView | null =>
  c && {
    name: c.signatory.name,
    title: c.signatory.title,
    email: c.signatory.email,
    fundLegalName: c.fundLegalName,
    authMethod: c.authMethod,
    at: c.at.toISOString(),
    ip: c.ip,
    userAgent: c.userAgent,
    sha256: c.sha256,
    previousSha256: c.previousSha256,
  };

/** `known`: the envelope as a decision just left it (the countersignature), passed along rather than found again. */
const signingDetail = async (
  deps: AdminDeps,
  transactionId: string,
  known?: EnvelopeState,
): Promise<SigningDetail | null> => {
  const state = known ?? (await deps.provider.findEnvelope({ transactionId }));
  if (!state) return null;
  const [signers, events] = await Promise.all([
    deps.signing.signers.list(state.envelopeId),
    deps.signing.events.list(state.envelopeId),
  ]);
  return {
    envelopeId: state.envelopeId,
    status: state.status,
    sealedSha256: state.sealedSha256,
    completedAt: iso(state.completedAt),
    countersignature: countersignatureView(state.countersignature),
    signers: signers.map((s) => ({
      signerId: s.id,
      role: s.role,
      name: s.name,
      email: s.email,
      status: s.status,
      invitedAt: iso(s.invitedAt),
      reminderCount: s.reminderCount,
      consentedAt: iso(s.consentedAt),
      consentIp: s.consentIp,
      signedAt: iso(s.signedAt),
      signIp: s.signIp,
      signUserAgent: s.signUserAgent,
      signatureKind: s.signatureKind,
      authMethod: s.authMethod,
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, at: e.at.toISOString(), ip: e.ip, signerId: e.signerId })),
    // The admin reads the tax form as it stands, like the agreement: filled, then sealed.
    taxForm: state.taxForm && {
      kind: state.taxForm.kind,
      title: taxFormTitle(state.taxForm.kind),
      downloadUrl: adminTaxFormUrl(transactionId),
      sealedSha256: state.taxForm.sealedSha256,
    },
  };
};

/** A series the job would close at its next run (a signed subscription's) shows no next reminder: none will go. */
const toReminderView = (row: ReminderRow, isOver: boolean): ReminderView => ({
  kind: row.kind,
  sentCount: row.sentCount,
  lastSentAt: iso(row.lastSentAt),
  nextDueAt: row.doneAt || isOver ? null : row.nextDueAt.toISOString(),
  isDone: row.doneAt !== null || isOver,
});

export const transactionDetail = async (
  deps: AdminDeps,
  transactionId: string,
  { envelope }: { envelope?: EnvelopeState } = {},
): Promise<TransactionDetailAnswer> => {
  const source = await loadTransaction(deps, transactionId);
  const row = toPipelineRow(source);
  const [
    found,
    signing,
    reminders,
    areRemindersPaused,
    audit,
    preferences,
    changeRequests,
    markable,
    authors,
    unopened,
  ] = await Promise.all([
    findFund(deps.db, source.transaction.fundSlug),
    signingDetail(deps, transactionId, envelope),
    deps.office.reminders.listForTransaction(transactionId),
    deps.office.reminders.isPaused(source.transaction.userId),
    deps.office.auditTrail.listForTarget(transactionId),
    notificationPreferencesOf(deps.db, source.transaction.userId),
    changeRequestViews(deps, transactionId),
    markableAnswers(deps, transactionId),
    transactionAnswerAuthors(deps, transactionId),
    governingDocumentsNotOpened(deps.db, { fundSlug: source.transaction.fundSlug, userId: source.transaction.userId }),
  ]);
  const facts = decisionFacts(source);
  const values = maskFlowValues(openFlowValues(source.transaction.values, deps.cipher));
  return {
    row,
    fund: {
      slug: source.transaction.fundSlug,
      name: found?.fund.name ?? source.transaction.fundSlug,
      legalName: found?.fund.legalName ?? '',
    },
    answers: answerLines(values, authors),
    signing,
    taxFormNote: taxFormNote({
      collectTaxForms: found?.fund.collectTaxForms ?? false,
      methodOfInvestment: values.methodOfInvestment,
    }),
    canCountersign: row.approval === 'approved' && signing?.status === 'completed' && !signing.countersignature,
    reminders: reminders.map((reminder) => toReminderView(reminder, isSeriesOver(reminder, source, signing))),
    areRemindersPaused,
    audit,
    decisions: {
      approve: approvalRefusal(source),
      reject: rejectRefusal(facts) ?? lifecycleRefusal(source, { type: 'REJECT' }),
      fundsReceived: closingRefusal(source, 'FUNDS_RECEIVED'),
      complete: closingRefusal(source, 'COMPLETE'),
    },
    lifecycleAnomalies: lifecycleAnomalies(storedLifecycle(source)).map((anomaly) => LIFECYCLE_ANOMALIES[anomaly]),
    decisionMail: { name: row.investor.name, email: row.investor.email, isOn: preferences.statusChanges },
    unopenedGoverningDocuments: unopened,
    changeRequests,
    markableAnswers: markable,
  };
};
