// How the summary describes a transaction: complete, signed, or in progress at a named step.
import { stepMeta } from '../../../../machines/step-meta';
import type { Transaction } from '../../../shared/domain/entities';
import { isStepId } from '../../../shared/domain/steps';
import { isTransactionComplete } from '../../../shared/domain/transactions';

export type TransactionStatus = { label: string; isInProgress: boolean };

export const transactionStatus = (transaction: Transaction): TransactionStatus => {
  if (isTransactionComplete(transaction)) return { label: 'Complete', isInProgress: false };
  if (transaction.subscriptionAgreementDate !== null || transaction.currentStep === 'MID_CLOSING') {
    return { label: 'Signed, awaiting closing', isInProgress: false };
  }
  if (transaction.rejectionDate !== null) return { label: 'Declined', isInProgress: false };
  const step = isStepId(transaction.currentStep) ? transaction.currentStep : null;
  if (step === null) return { label: 'In progress', isInProgress: true };
  const meta = stepMeta(step);
  if (meta.wizardStep === null) return { label: meta.title, isInProgress: false };
  return { label: `In progress: step ${meta.wizardStep} of 3`, isInProgress: true };
};
