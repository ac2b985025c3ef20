// The fund's change requests on signed agreements (docs/admin.md 'Change requests'). The admin marks answers with a
// note each and chooses re-sign only or change the answers; the machine's CHANGE_REQUESTED event moves the flow back
// (to signing, or to the earliest marked step on the investor's route: docs/design.md §7a, the server never writes a step
// the machine did not compute). In one database transaction: the agreement is voided with its evidence kept, the
// step and the cleared agreement date are stored, and the request is recorded. Then the investor is e-mailed and the
// audit log written. `onChangeRequested` below is the one place the request is announced after it is stored.
import { sql } from 'drizzle-orm';
import { requestChange as requestFlowChange } from '../../../../../machines/flow-runner';
import { answerRoute } from '../../../../../machines/replay';
import { stepMeta } from '../../../../../machines/step-meta';
import type { ChangeRequestBody, ChangeRequestView, MarkableAnswer } from '../../../../shared/api/change-requests';
import {
  CHANGE_NOTE_MAX,
  CHANGE_REQUEST_STATUSES,
  changeRequestTarget,
  isChangeRequestTarget,
} from '../../../../shared/domain/change-requests';
import { iraConfirmedAccounts, lockedFieldRule } from '../../../../shared/domain/field-locks';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import type { FormStepId, StepId } from '../../../../shared/domain/steps';
import type { FlowPath } from '../../../../shared/forms/form-types';
import { stepFields } from '../../../../shared/schemas/step-schemas';
import { recordAdminAction } from '../../../audit/record-action';
import type { ChangeRequestItem } from '../../../db/schema/transactions';
import { HttpError } from '../../../http-error';
import { deliverMail } from '../../../mail/deliver-mail';
import { maskFlowValues } from '../../../security/mask';
import { findUserById } from '../../auth-and-accounts/public-api';
import { findFund } from '../../funds/public-api';
import {
  changeRequestsOf,
  type FlowContext,
  readFlowContext,
  recordChangeRequest,
  saveTransactionStep,
} from '../../investment-flow/public-api';
import type { SigningEvidence } from '../../signing/public-api';
import { enqueueWebhookEvent } from '../../webhooks/public-api';
import type { AdminDeps } from '../admin-deps';
import { answerLabel, answerLines } from '../pipeline/answer-lines';
import { investorName, toPipelineRow } from '../pipeline/pipeline-rows';
import { changeRequestedMail } from './change-request-mail';
import { CHANGED_MEANWHILE, loadTransaction } from './decisions';

export const CHANGE_NOT_APPLICABLE =
  'A change can be requested only on an agreement the investor has signed and the fund has not countersigned yet.';
export const NOT_AN_ANSWER = 'This is not one of the answers of this subscription.';
export const LOCKED_ANSWER = 'The investor can no longer change this answer (docs/spec.md §2: it is locked).';
export const NOTE_REQUIRED = 'Please write a note for the investor (1 to 500 characters).';
export const FIELD_TWICE = 'This answer is marked twice.';
export const CHANGE_INVALID = 'Please correct the marked answers.';

const cleanNote = (note: string): string => note.trim().replace(/\s+/g, ' ');

/** Every answer step on the route, with the fields it asks (a field asked twice belongs to its first step). */
const answerSteps = (context: FlowContext): Map<string, StepId> => {
  const owner = new Map<string, StepId>();
  for (const step of answerRoute(context.record.values, context.env)) {
    if (!isChangeRequestTarget(step)) continue;
    for (const field of stepFields(step as FormStepId)) if (!owner.has(field)) owner.set(field, step);
  }
  return owner;
};

/**
 * Names are locked while another agreement of the investor is signed; the IRA's confirmed tax ids stay locked. The
 * confirm flag the signature set does not count here: asking for other answers is what lifts it (the machine's
 * CHANGE_REQUESTED clears it, docs/spec.md §2).
 */
const lockRule = (context: FlowContext) => {
  const { transaction } = context.record;
  const hasSignedAgreement = context.portfolio.records.some(
    (r) =>
      r.transaction.integrationId !== transaction.integrationId && r.transaction.subscriptionAgreementDate !== null,
  );
  const iraFacts = iraConfirmedAccounts(context.portfolio.records.map((r) => r.transaction));
  const values = { ...context.record.values, isConfirmed: false };
  return lockedFieldRule({ values, transaction, facts: { hasSignedAgreement, ...iraFacts } });
};

const signedContext = async (deps: AdminDeps, transactionId: string) => {
  const source = await loadTransaction(deps, transactionId);
  const row = toPipelineRow(source);
  if (!CHANGE_REQUEST_STATUSES.includes(row.status)) throw new HttpError(409, CHANGE_NOT_APPLICABLE);
  const context = await readFlowContext(deps, {
    userId: source.transaction.userId,
    transactionId,
    postedStep: 'MID_CLOSING',
    now: deps.now(),
  }).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 409) throw new HttpError(409, CHANGE_NOT_APPLICABLE);
    throw error;
  });
  return { source, context };
};

/** The answers an admin may mark on the detail page, in the order the investor gave them; empty when none apply. */
export const markableAnswers = async (deps: AdminDeps, transactionId: string): Promise<MarkableAnswer[]> => {
  const { context } = await signedContext(deps, transactionId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 409) return { context: null };
    throw error;
  });
  if (!context) return [];
  const owners = answerSteps(context);
  const isLocked = lockRule(context);
  const shown = new Map(answerLines(maskFlowValues(context.record.values)).map((line) => [line.field, line.value]));
  return [...owners.entries()]
    .filter(([field]) => shown.has(field))
    .map(([field, step]) => ({
      field,
      step,
      label: answerLabel(field as keyof FlowValues),
      value: shown.get(field) ?? '',
      isLocked: isLocked(field as FlowPath),
    }));
};

const checkedItems = (body: ChangeRequestBody, context: FlowContext): ChangeRequestItem[] => {
  const owners = answerSteps(context);
  const isLocked = lockRule(context);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const items: ChangeRequestItem[] = [];
  for (const [index, item] of body.items.entries()) {
    const note = cleanNote(item.note);
    const step = owners.get(item.field);
    const key = `items.${index}`;
    if (!step) fields[`${key}.field`] = NOT_AN_ANSWER;
    else if (seen.has(item.field)) fields[`${key}.field`] = FIELD_TWICE;
    else if (body.mode === 'changeAnswers' && isLocked(item.field as FlowPath)) fields[`${key}.field`] = LOCKED_ANSWER;
    if (note === '' || note.length > CHANGE_NOTE_MAX) fields[`${key}.note`] = NOTE_REQUIRED;
    seen.add(item.field);
    if (step) items.push({ field: item.field, step, label: answerLabel(item.field as keyof FlowValues), note });
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, CHANGE_INVALID, { fields });
  return items;
};

/**
 * Where a stored change request is announced: the investor's e-mail now. (Outbound events of other kinds, such as
 * webhooks, belong here too, beside the mail.)
 */
const onChangeRequested = async (
  deps: AdminDeps,
  {
    source,
    context,
    items,
    targetStep,
  }: {
    source: Awaited<ReturnType<typeof loadTransaction>>;
    context: FlowContext;
    items: ChangeRequestItem[];
    targetStep: StepId;
  },
): Promise<boolean> => {
  const { integrationId: id, portalFundSlug } = context.record.transaction;
  const fund = await findFund(deps.db, portalFundSlug);
  return deliverMail(
    deps.db,
    deps.mailer,
    changeRequestedMail({
      to: source.user.email,
      investorName: investorName(source),
      fundName: fund?.fund.name ?? portalFundSlug,
      fundSlug: portalFundSlug,
      link: `${deps.config.publicUrl}/fund/${portalFundSlug}/invest/${stepMeta(targetStep).slug}/${id}`,
      isResignOnly: targetStep === 'DOCUMENT_SIGNED',
      items,
    }),
  );
};

export const requestChange = async (
  deps: AdminDeps,
  {
    adminId,
    transactionId,
    body,
    evidence,
  }: { adminId: string; transactionId: string; body: ChangeRequestBody; evidence: SigningEvidence },
) => {
  const { source, context } = await signedContext(deps, transactionId);
  const items = checkedItems(body, context);
  const route = answerRoute(context.record.values, context.env);
  const targetStep = changeRequestTarget(
    body.mode,
    items.map((item) => item.step),
    route,
  );
  if (targetStep === null) throw new HttpError(400, CHANGE_INVALID);
  const moved = requestFlowChange(context.record, context.env, targetStep);
  if (moved.kind !== 'sentBack') throw new HttpError(409, moved.message);
  const { record } = context;
  const reason = items.map((item) => `${item.label}: ${item.note}`).join('; ');
  const saved = await deps.db.transaction(async (tx) => {
    // The step this moves is the fund's act: the audit trail names the admin (migration 0028).
    await tx.execute(sql`select set_config('portal.moved_by', ${adminId}, true)`);
    const stored = await saveTransactionStep(
      { db: tx, cipher: deps.cipher },
      {
        id: transactionId,
        userId: record.userId,
        version: record.version,
        ...moved.record,
        // The signature is void until the investor signs again, and an approval with it.
        patch: { subscriptionAgreementDate: null, isApproved: null },
      },
    );
    if (!stored) throw new HttpError(409, CHANGED_MEANWHILE);
    const voided = await deps.provider.voidEnvelope({ transactionId, reason, evidence }, tx);
    await enqueueWebhookEvent(tx, { transactionId }, 'subscription.change_requested', {
      requestedStep: targetStep,
      message: reason,
    });
    return recordChangeRequest(tx, {
      transactionId,
      requestedByUserId: adminId,
      mode: body.mode,
      targetStep,
      items,
      voidedEnvelopeId: voided?.envelopeId ?? null,
    });
  });
  const isMailed = await onChangeRequested(deps, { source, context, items, targetStep });
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'transaction.change-requested',
    target: transactionId,
    details: {
      userId: record.userId,
      changeRequestId: saved.id,
      mode: body.mode,
      targetStep,
      fields: items.map((item) => item.field),
      voidedEnvelopeId: saved.voidedEnvelopeId,
      isMailed,
    },
  });
  return saved;
};

export const changeRequestViews = async (deps: AdminDeps, transactionId: string): Promise<ChangeRequestView[]> => {
  const rows = await changeRequestsOf(deps.db, transactionId);
  const admins = new Map<string, string>();
  for (const row of rows) {
    if (admins.has(row.requestedByUserId)) continue;
    const user = await findUserById(deps.db, row.requestedByUserId);
    admins.set(row.requestedByUserId, user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'An admin');
  }
  return rows.map((row) => ({
    id: row.id,
    mode: row.mode,
    targetStep: row.targetStep,
    items: row.items,
    requestedAt: row.createdAt.toISOString(),
    requestedBy: admins.get(row.requestedByUserId) ?? 'An admin',
    answeredAt: row.answeredAt?.toISOString() ?? null,
    voidedEnvelopeId: row.voidedEnvelopeId,
  }));
};
