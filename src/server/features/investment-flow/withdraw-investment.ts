// The investor withdraws a subscription (docs/admin.md 'Withdrawals'): allowed while the lifecycle machine accepts
// WITHDRAW (before the fund countersigns, and not once declined), with a reason. In one database transaction that
// holds the agreement's row (a countersignature or a co-signature cannot pass it): the stage is read from what is
// stored, the machine asked, the withdrawal stored at the version read, the agreement voided so that no co-signer
// signs it any more, and the webhook event written. Then investor relations is e-mailed and the audit log written.
import { lifecycleOfStored, tryLifecycleEvent } from '../../../../machines/lifecycle-runner';
import {
  LIFECYCLE_STAGE_LABELS,
  type LifecycleStage,
  lifecycleStageOf,
  storedLifecycleOf,
} from '../../../shared/domain/lifecycle';
import type { AppDeps } from '../../app-deps';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { findUserById } from '../auth-and-accounts/public-api';
import { findFund } from '../funds/public-api';
import { createSigningDeps, lockAgreementEnvelope, type SigningEvidence } from '../signing/public-api';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import { createAgreementProgressRepository } from './agreement-progress-repository';
import { createChangeRequestsRepository } from './change-requests-repository';
import { TRANSACTION_NOT_FOUND } from './flow-context';
import { createTransactionsRepository } from './transactions-repository';
import { withdrawalMail } from './withdrawal-mail';

export const WITHDRAWN_MEANWHILE =
  'This investment changed while you were withdrawing it. Please reload and try again.';

type WithdrawRequest = {
  /** The investor. */
  userId: string;
  /** Who clicked: the investor themself (the route refuses anyone acting for them). */
  actorUserId: string;
  transactionId: string;
  reason: string;
  evidence: SigningEvidence;
};

export const withdrawInvestment = async (deps: AppDeps, request: WithdrawRequest) => {
  const { userId, transactionId, reason, evidence } = request;
  const at = deps.now();
  const withdrawn = await deps.db.transaction(async (tx) => {
    const transactions = createTransactionsRepository(tx, deps.cipher);
    const record = await transactions.findOwned(transactionId, userId);
    if (!record) throw new HttpError(404, TRANSACTION_NOT_FOUND);
    await lockAgreementEnvelope(tx, transactionId);
    const progress = (await createAgreementProgressRepository(tx).byTransaction([transactionId])).get(transactionId);
    const open = await createChangeRequestsRepository(tx).openFor([transactionId]);
    const stored = storedLifecycleOf(record.transaction, {
      pendingSigners: progress?.agreement?.pendingSigners.length,
      isCountersigned: progress?.agreement ? progress.agreement.countersignedAt !== null : null,
      hasOpenChangeRequest: open.length > 0,
    });
    const stage = lifecycleStageOf(stored);
    const outcome = tryLifecycleEvent(lifecycleOfStored(stored), { type: 'WITHDRAW', reason });
    if (!outcome.isAccepted) throw new HttpError(409, outcome.message);
    const isStored = await transactions.patch(transactionId, userId, record.version, {
      withdrawalDate: at.toISOString(),
      withdrawalReason: reason,
    });
    if (!isStored) throw new HttpError(409, WITHDRAWN_MEANWHILE);
    const voided = await createSigningDeps(deps).provider.voidEnvelope(
      { transactionId, reason: 'The investor withdrew the subscription.', evidence },
      tx,
    );
    await enqueueWebhookEvent(tx, { transactionId }, 'subscription.withdrawn', {}, at);
    return { record, stage, voidedEnvelopeId: voided?.envelopeId ?? null };
  });
  const isMailed = await tellInvestorRelations(deps, { ...request, ...withdrawn });
  await recordAdminAction(deps, {
    actorUserId: request.actorUserId,
    action: 'transaction.withdrawn',
    target: transactionId,
    details: { userId, stage: withdrawn.stage, voidedEnvelopeId: withdrawn.voidedEnvelopeId, isMailed },
  });
  return { transactionIntegrationId: transactionId, withdrawalDate: at.toISOString() };
};

const tellInvestorRelations = async (
  deps: AppDeps,
  {
    userId,
    transactionId,
    reason,
    record,
    stage,
  }: WithdrawRequest & {
    record: { transaction: { portalFundSlug: string; amount: number | null } };
    stage: LifecycleStage;
  },
): Promise<boolean> => {
  const [user, fund] = await Promise.all([
    findUserById(deps.db, userId),
    findFund(deps.db, record.transaction.portalFundSlug),
  ]);
  const email = user?.email ?? '';
  const mail = withdrawalMail({
    to: deps.config.investorRelationsEmail,
    investorName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || email,
    investorEmail: email,
    fundName: fund?.fund.name ?? record.transaction.portalFundSlug,
    fundSlug: record.transaction.portalFundSlug,
    amount: record.transaction.amount,
    stageWords: LIFECYCLE_STAGE_LABELS[stage],
    reason,
    link: `${deps.config.publicUrl}/admin/transactions/${transactionId}`,
  });
  return deliverMail(deps.db, deps.mailer, mail);
};
