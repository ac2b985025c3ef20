// Keeps the transaction in step with its envelope (docs/spec.md §4, docs/design.md §7): the envelope id as soon as it exists
// (it makes the account a valid existing account), DOCUMENT_SIGNED → MID_CLOSING once the investor has signed (the
// machine's SIGNED event, stored with the submit's optimistic-version update), and subscriptionAgreementDate once
// every required signer has signed. For an IRA, the investor's signature confirms the IRA SSN and the secondary EIN
// the agreement carries: their confirmation dates are recorded then, and those fields are read-only from there on
// (docs/spec.md §2, shared/domain/field-locks.ts). A fund that runs identity checks screens the subscription's people
// once the investor has signed (docs/kyc.md). Safe to repeat: it only writes what is missing.
import { markSigned } from '../../../../machines/flow-runner';
import type { StepId } from '../../../shared/domain/steps';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import type { Db } from '../../db/database';
import { HttpError } from '../../http-error';
import type { TransactionPatch, TransactionRecord } from '../investment-flow/public-api';
import {
  answerChangeRequest as answerOpenChangeRequest,
  findOwnedTransaction,
  patchTransaction,
  readFlowContext,
  saveTransactionStep,
} from '../investment-flow/public-api';
import { type FundScreening, screenSignedSubscription } from '../screening/public-api';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import type { EnvelopeState } from './signature-provider';
import type { SigningDeps } from './signing-deps';

const ATTEMPTS = 3;
export const CHANGED_WHILE_SIGNING = 'This investment was changed in another window. Please reload the page.';

export const transactionPatchFor = (record: TransactionRecord, state: EnvelopeState): TransactionPatch => {
  const patch: TransactionPatch = {};
  if (record.transaction.subscriptionAgreementDocusignId !== state.envelopeId) {
    patch.subscriptionAgreementDocusignId = state.envelopeId;
  }
  if (state.status === 'completed' && state.completedAt && record.transaction.subscriptionAgreementDate === null) {
    patch.subscriptionAgreementDate = state.completedAt.toISOString();
  }
  const investorSignedAt = state.signers.find((s) => s.role === 'investor' && s.status === 'signed')?.signedAt;
  if (investorSignedAt && record.values.methodOfInvestment === 'ira') {
    const { transaction, values } = record;
    if (values.ssn && transaction.iraSSNConfirmedWithSubscriptionAgreementSigningDate === null) {
      patch.iraSSNConfirmedWithSubscriptionAgreementSigningDate = investorSignedAt.toISOString();
    }
    if (values.iraSecondaryEin && transaction.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate === null) {
      patch.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate = investorSignedAt.toISOString();
    }
  }
  return patch;
};

export const hasInvestorSigned = (state: EnvelopeState): boolean =>
  state.signers.some((s) => s.role === 'investor' && s.status === 'signed');

/** The machine's SIGNED event on the stored DOCUMENT_SIGNED step; undefined when the step moved on meanwhile. */
const signedStep = async (deps: SigningDeps, record: TransactionRecord) => {
  const { integrationId: transactionId } = record.transaction;
  try {
    const context = await readFlowContext(deps, {
      userId: record.userId,
      transactionId,
      postedStep: 'DOCUMENT_SIGNED',
      now: deps.now(),
    });
    const next = markSigned({ currentStep: context.record.currentStep, values: context.record.values }, context.env);
    return { next, version: context.record.version };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return undefined;
    throw error;
  }
};

/** The webhook events of a sync's write, in its database transaction: the step it moved, and signed by everyone. */
const enqueueSyncEvents = async (
  tx: Db,
  transactionId: string,
  patch: TransactionPatch,
  step?: { fromStep: StepId; toStep: StepId },
): Promise<void> => {
  if (step) await enqueueWebhookEvent(tx, { transactionId }, 'subscription.step_changed', step);
  if (patch.subscriptionAgreementDate) {
    const signedAt = patch.subscriptionAgreementDate;
    await enqueueWebhookEvent(tx, { transactionId }, 'subscription.signed', { signedAt });
  }
};

/**
 * The investor signed again after the fund's change request (docs/admin.md 'Change requests'): the request is
 * answered, and the audit log says so (sealed into the chain with the next admin action or reminder run).
 */
const answerChangeRequest = async (deps: SigningDeps, state: EnvelopeState): Promise<void> => {
  const answered = await answerOpenChangeRequest(deps.db, state.transactionId, deps.now());
  if (!answered) return;
  await recordAuditEntry(deps.db, {
    actorUserId: state.ownerUserId,
    impersonatedUserId: null,
    action: 'transaction.change-answered',
    target: state.transactionId,
    details: { changeRequestId: answered.id, mode: answered.mode, envelopeId: state.envelopeId },
  });
};

/**
 * The transaction as stored afterwards; undefined when it no longer exists. `known` is the transaction as the caller
 * already read it in this request: the first attempt starts from it (its writes apply at its version, so a change
 * since is read again), later attempts read afresh; `fund`, its fund's identity-checks setting when already read.
 */
export const syncTransaction = async (
  deps: SigningDeps,
  state: EnvelopeState,
  known?: TransactionRecord,
  fund?: FundScreening,
): Promise<TransactionRecord | undefined> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const record =
      attempt === 0 && known ? known : await findOwnedTransaction(deps, state.transactionId, state.ownerUserId);
    if (!record) return undefined;
    const patch = transactionPatchFor(record, state);
    const isAdvancing = hasInvestorSigned(state) && record.currentStep === 'DOCUMENT_SIGNED';
    if (!isAdvancing && Object.keys(patch).length === 0) return record;
    const { integrationId: id } = record.transaction;
    if (isAdvancing) {
      const signed = await signedStep(deps, record);
      const saved =
        signed &&
        (await deps.db.transaction(async (tx) => {
          const stored = await saveTransactionStep(
            { db: tx, cipher: deps.cipher },
            {
              id,
              userId: record.userId,
              version: signed.version,
              ...signed.next,
              patch,
            },
          );
          const step = { fromStep: record.currentStep, toStep: signed.next.currentStep };
          if (stored) await enqueueSyncEvents(tx, id, patch, step);
          return stored;
        }));
      if (saved) {
        await answerChangeRequest(deps, state);
        // A fund that runs identity checks screens everyone on the subscription as it is signed, or once everyone
        // has (its screening stage, docs/kyc.md).
        await screenSignedSubscription(deps, {
          transactionId: id,
          values: saved.values,
          signature: 'investor',
          isFullySigned: saved.transaction.subscriptionAgreementDate !== null,
          ...(fund && { fund }),
        });
        return saved;
      }
    } else {
      const isPatched = await deps.db.transaction(async (tx) => {
        const isStored = await patchTransaction(
          { db: tx, cipher: deps.cipher },
          id,
          record.userId,
          record.version,
          patch,
        );
        if (isStored) await enqueueSyncEvents(tx, id, patch);
        return isStored;
      });
      if (!isPatched) continue;
      const patched = await findOwnedTransaction(deps, id, record.userId);
      // The last co-signer signed: a fund that screens once everyone has signed screens now.
      if (patched && patch.subscriptionAgreementDate) {
        await screenSignedSubscription(deps, {
          transactionId: id,
          values: patched.values,
          signature: 'coSigner',
          isFullySigned: true,
          ...(fund && { fund }),
        });
      }
      return patched;
    }
  }
  throw new HttpError(409, CHANGED_WHILE_SIGNING);
};
