// A fund's pipeline row (issue 'Pipeline'): investor, method of investment, current step by its title, amounts,
// each signer's status, approval and dates, with its status from the one vocabulary (shared/domain/investment-status).
import { stepMeta } from '../../../../../machines/step-meta';
import type { Approval, PipelineRow } from '../../../../shared/api/admin-pipeline';
import { findMethodOption } from '../../../../shared/config/method-options';
import type { MethodOfInvestment } from '../../../../shared/domain/codes';
import type { Transaction } from '../../../../shared/domain/entities';
import {
  type AgreementProgress,
  agreementProgress,
  type InvestmentStatus,
  investmentStatus,
  type StepWords,
  statusText,
} from '../../../../shared/domain/investment-status';
import type { StepId } from '../../../../shared/domain/steps';
import { isTransactionComplete } from '../../../../shared/domain/transactions';
import { toTransaction } from '../../investment-flow/public-api';
import type { PipelineSource } from './pipeline-repository';
import { stepTitle } from './step-title';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const joinName = (first: string, last: string): string => `${first} ${last}`.trim();

/** The legal name given in the flow, else the profile's, else the account's, else the e-mail. */
export const investorName = ({ transaction, profile, user }: PipelineSource): string =>
  joinName(text(transaction.values.legalFirstName), text(transaction.values.legalLastName)) ||
  joinName(profile?.firstName ?? '', profile?.lastName ?? '') ||
  joinName(user.firstName, user.lastName) ||
  user.email;

const methodLabel = (value: unknown): string | null =>
  typeof value === 'string' ? (findMethodOption(value as MethodOfInvestment)?.label ?? null) : null;

const stepWords = (step: StepId): StepWords => stepMeta(step);

export const approvalOf = (t: Pick<Transaction, 'rejectionDate' | 'isApproved'>): Approval => {
  if (t.rejectionDate !== null) return 'rejected';
  return t.isApproved === true ? 'approved' : 'pending';
};

type AgreementSource = Pick<PipelineSource, 'envelope' | 'signers' | 'hasOpenChangeRequest'>;

/** What the agreement adds to the status: who has still to sign, and the fund's countersignature. */
export const agreementProgressOf = ({ envelope, signers }: AgreementSource): AgreementProgress | null =>
  envelope ? agreementProgress(signers, envelope.countersignedAt?.toISOString() ?? null) : null;

export const statusOf = (t: Transaction, source: AgreementSource): InvestmentStatus =>
  investmentStatus(t, agreementProgressOf(source), source.hasOpenChangeRequest ?? false);

export const toPipelineRow = (source: PipelineSource): PipelineRow => {
  const { transaction: row, user, envelope, signers } = source;
  const t = toTransaction(row);
  const status = statusOf(t, source);
  return {
    transactionId: t.integrationId,
    investor: { userId: row.userId, name: investorName(source), email: user.email },
    methodOfInvestment: methodLabel(row.values.methodOfInvestment),
    currentStep: t.currentStep,
    currentStepTitle: stepTitle(t.currentStep),
    amount: t.amount,
    reservationAmount: t.reservationAmount,
    signers: signers.map((s) => ({
      role: s.role,
      name: s.name,
      status: s.status,
      signedAt: s.signedAt?.toISOString() ?? null,
    })),
    envelopeStatus: envelope?.status ?? 'none',
    approval: approvalOf(t),
    rejectionReason: t.rejectionReason,
    countersignedAt: envelope?.countersignedAt?.toISOString() ?? null,
    memorandumReadAt: source.memorandumReadAt?.toISOString() ?? null,
    status: status.kind,
    statusText: statusText(status, stepWords),
    isComplete: isTransactionComplete(t),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    subscriptionAgreementDate: t.subscriptionAgreementDate,
    fundsTransferDate: t.fundsTransferDate,
    proofOfAccreditationDate: t.proofOfAccreditationDate,
    completionDate: t.completionDate,
    rejectionDate: t.rejectionDate,
  };
};
