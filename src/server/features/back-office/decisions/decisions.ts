// The fund's decisions on a transaction (issue 'Decisions'): approve, or reject with a reason (docs/spec.md §3 isApproved,
// rejectionDate, rejectionReason), which the investor sees in the investment summary and receives by e-mail unless
// they turned status e-mails off (docs/security.md 'E-mail notifications'); and the dates that drive docs/spec.md §4
// completeness. Writes apply at the version read, like every transaction write.

import { lifecycleOfStored, tryLifecycleEvent } from '../../../../../machines/lifecycle-runner';
import type { SubscriptionLifecycleEvent } from '../../../../../machines/subscription-lifecycle.machine.types';
import type { TransactionDatesRequest } from '../../../../shared/api/admin-transaction';
import { approveRefusal, type DecisionFacts, rejectRefusal } from '../../../../shared/domain/decision-rules';
import { storedLifecycleOf } from '../../../../shared/domain/lifecycle';
import { isTransactionComplete } from '../../../../shared/domain/transactions';
import { recordAdminAction } from '../../../audit/record-action';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http-error';
import { deliverOptionalMail, optionalMailDetails } from '../../auth-and-accounts/public-api';
import { findFund } from '../../funds/public-api';
import {
  isUuid,
  patchTransaction as patchStoredTransaction,
  type TransactionPatch,
  toTransaction,
} from '../../investment-flow/public-api';
import { enqueueWebhookEvent } from '../../webhooks/public-api';
import type { AdminDeps } from '../admin-deps';
import type { PipelineSource } from '../pipeline/pipeline-repository';
import { investorName, toPipelineRow } from '../pipeline/pipeline-rows';
import { approvedMail, rejectedMail } from './decision-mail';

export const TRANSACTION_NOT_FOUND = 'Investment not found.';
export {
  ALREADY_APPROVED,
  COMPLETE_CANNOT_BE_REJECTED,
  COUNTERSIGNED_CANNOT_BE_REJECTED,
} from '../../../../shared/domain/decision-rules';
export const REJECTED_HAS_NO_DATES = 'This investment was rejected. Approve it before recording its dates.';
export const REASON_REQUIRED = 'Please give the reason; the investor will read it.';
export const REASON_MAX = 500;
export const CHANGED_MEANWHILE = 'This investment changed while you were deciding. Please reload and try again.';
export const INVALID_DATE = 'Please enter a valid date.';

const ATTEMPTS = 3;

export const loadTransaction = async (deps: AdminDeps, transactionId: string): Promise<PipelineSource> => {
  const found = isUuid(transactionId) ? await deps.office.pipeline.findById(transactionId) : undefined;
  if (!found) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  return found;
};

/** Webhook events of a decision, written in the patch's database transaction (docs/design.md §7a outboxes). */
type DecisionEvents = (tx: Db, source: PipelineSource, patch: TransactionPatch) => Promise<void>;

/** Applies `decide`'s patch at the version read; reads again when the investor wrote in between. */
const patchTransaction = async (
  deps: AdminDeps,
  transactionId: string,
  decide: (source: PipelineSource) => TransactionPatch,
  events: DecisionEvents = async () => undefined,
): Promise<PipelineSource> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const source = await loadTransaction(deps, transactionId);
    const { userId, version } = source.transaction;
    const patch = decide(source);
    const isStored = await deps.db.transaction(async (tx) => {
      const isPatched = await patchStoredTransaction(
        { db: tx, cipher: deps.cipher },
        transactionId,
        userId,
        version,
        patch,
      );
      if (isPatched) await events(tx, source, patch);
      return isPatched;
    });
    if (isStored) return loadTransaction(deps, transactionId);
  }
  throw new HttpError(409, CHANGED_MEANWHILE);
};

const notify = async (deps: AdminDeps, source: PipelineSource, reason: string | null) => {
  const fund = await findFund(deps.db, source.transaction.fundSlug);
  const decision = {
    to: source.user.email,
    investorName: investorName(source),
    fundName: fund?.fund.name ?? source.transaction.fundSlug,
    fundSlug: source.transaction.fundSlug,
    link: `${deps.config.publicUrl}/investment-summary#${source.transaction.id}`,
    statusText: toPipelineRow(source).statusText,
  };
  const mail = reason === null ? approvedMail(decision) : rejectedMail({ ...decision, reason });
  return optionalMailDetails(
    await deliverOptionalMail(deps, { userId: source.transaction.userId, choice: 'statusChanges', mail }),
  );
};

/** What the rules of shared/domain/decision-rules.ts read of a transaction as stored. */
export const decisionFacts = (source: PipelineSource): DecisionFacts => {
  const row = toPipelineRow(source);
  return {
    status: row.status,
    isApproved: row.approval === 'approved',
    isRejected: row.approval === 'rejected',
    isCountersigned: row.countersignedAt !== null,
  };
};

const refuseUnless = (refusal: string | null): void => {
  if (refusal !== null) throw new HttpError(409, refusal);
};

/**
 * What is stored, as the lifecycle reads it (machines/subscription-lifecycle.machine.ts): the transaction's columns
 * and its agreement's signers.
 */
export const storedLifecycle = (source: PipelineSource) => ({
  ...storedLifecycleOf(toTransaction(source.transaction), {
    pendingSigners: source.signers.filter((signer) => signer.status !== 'signed').length,
    isCountersigned: source.envelope ? source.envelope.countersignedAt != null : null,
  }),
  isScreeningCleared: !(source.isScreeningHeld ?? false),
});

/** The transaction at its lifecycle stage, read from what is stored. */
export const lifecycleOf = (source: PipelineSource) => lifecycleOfStored(storedLifecycle(source));

/**
 * Why approval no longer applies or does not apply yet: the decision rules, then the lifecycle (every signature in, no
 * change request open; a declined subscription stays declined).
 */
export const approvalRefusal = (source: PipelineSource): string | null => {
  const outcome = tryLifecycleEvent(lifecycleOf(source), { type: 'APPROVE' });
  return approveRefusal(decisionFacts(source)) ?? (outcome.isAccepted ? null : outcome.message);
};

/** Why the lifecycle refuses the decision at the stage stored data stands at; null when it accepts it. */
export const lifecycleRefusal = (source: PipelineSource, event: SubscriptionLifecycleEvent): string | null => {
  const outcome = tryLifecycleEvent(lifecycleOf(source), event);
  return outcome.isAccepted ? null : outcome.message;
};

/**
 * The closing dates at the lifecycle: a countersignature is judged only where the agreement is in the portal, so an
 * approved agreement signed elsewhere counts as accepted there and waits for its funds.
 */
const closingLifecycle = (source: PipelineSource) => {
  const stored = storedLifecycle(source);
  const isAcceptedElsewhere = source.envelope === null && stored.isApproved && stored.hasInvestorSigned;
  return lifecycleOfStored(isAcceptedElsewhere ? { ...stored, isCountersigned: true } : stored);
};

/** Why the lifecycle refuses the funds (FUNDS_RECEIVED) or the completion (COMPLETE) now; null when it takes them. */
export const closingRefusal = (source: PipelineSource, type: 'FUNDS_RECEIVED' | 'COMPLETE'): string | null => {
  const outcome = tryLifecycleEvent(closingLifecycle(source), { type });
  return outcome.isAccepted ? null : outcome.message;
};

/**
 * The lifecycle's events a patch of the dates is: funds recorded where none were, then the subscription completed
 * (docs/spec.md §4 completeness), each asked of the machine in turn. A date corrected or cleared is no event.
 */
const datesRefusal = (source: PipelineSource, patch: TransactionPatch): string | null => {
  const before = toTransaction(source.transaction);
  const after = { ...before, ...patch };
  const events: SubscriptionLifecycleEvent[] = [];
  if (before.fundsTransferDate === null && after.fundsTransferDate != null) events.push({ type: 'FUNDS_RECEIVED' });
  if (!isTransactionComplete(before) && isTransactionComplete(after)) events.push({ type: 'COMPLETE' });
  let snapshot = closingLifecycle(source);
  for (const event of events) {
    const outcome = tryLifecycleEvent(snapshot, event);
    if (!outcome.isAccepted) return outcome.message;
    snapshot = outcome.snapshot;
  }
  return null;
};

export const approveTransaction = async (deps: AdminDeps, adminId: string, transactionId: string) => {
  const saved = await patchTransaction(
    deps,
    transactionId,
    (source) => {
      refuseUnless(approvalRefusal(source));
      return { isApproved: true };
    },
    (tx) => enqueueWebhookEvent(tx, { transactionId }, 'subscription.approved', {}),
  );
  const mailed = await notify(deps, saved, null);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'transaction.approved',
    target: transactionId,
    details: { userId: saved.transaction.userId, ...mailed },
  });
  return saved;
};

export const rejectTransaction = async (deps: AdminDeps, adminId: string, transactionId: string, raw: string) => {
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason === '' || reason.length > REASON_MAX) {
    throw new HttpError(400, REASON_REQUIRED, { fields: { reason: REASON_REQUIRED } });
  }
  const saved = await patchTransaction(
    deps,
    transactionId,
    (source) => {
      refuseUnless(rejectRefusal(decisionFacts(source)) ?? lifecycleRefusal(source, { type: 'REJECT' }));
      return { isApproved: false, rejectionDate: deps.now().toISOString(), rejectionReason: reason };
    },
    (tx) => enqueueWebhookEvent(tx, { transactionId }, 'subscription.declined', { reason }),
  );
  const mailed = await notify(deps, saved, reason);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'transaction.rejected',
    target: transactionId,
    details: { userId: saved.transaction.userId, reason, ...mailed },
  });
  return saved;
};

/** Funded: the date funds arrived is recorded where there was none. */
const fundedEvent =
  (transactionId: string): DecisionEvents =>
  async (tx, { transaction }, patch) => {
    const fundsTransferDate = patch.fundsTransferDate;
    if (!fundsTransferDate || transaction.fundsTransferDate !== null) return;
    await enqueueWebhookEvent(tx, { transactionId }, 'subscription.funded', { fundsTransferDate });
  };

const DATE_KEYS = ['fundsTransferDate', 'proofOfAccreditationDate', 'completionDate'] as const;

const checkedDates = (request: TransactionDatesRequest): TransactionPatch => {
  const patch: TransactionPatch = {};
  const fields: Record<string, string> = {};
  for (const key of DATE_KEYS) {
    const value = request[key];
    if (value === undefined) continue;
    if (value !== null && Number.isNaN(new Date(value).getTime())) fields[key] = INVALID_DATE;
    else patch[key] = value === null ? null : new Date(value).toISOString();
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, INVALID_DATE, { fields });
  return patch;
};

export const recordTransactionDates = async (
  deps: AdminDeps,
  adminId: string,
  transactionId: string,
  request: TransactionDatesRequest,
) => {
  const patch = checkedDates(request);
  const saved = await patchTransaction(
    deps,
    transactionId,
    (source) => {
      if (source.transaction.rejectionDate !== null) throw new HttpError(409, REJECTED_HAS_NO_DATES);
      refuseUnless(datesRefusal(source, patch));
      return patch;
    },
    fundedEvent(transactionId),
  );
  const t = toTransaction(saved.transaction);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'transaction.dates',
    target: transactionId,
    details: { userId: saved.transaction.userId, ...patch, isComplete: isTransactionComplete(t) },
  });
  return saved;
};
