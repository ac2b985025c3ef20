// How the summary describes a transaction: complete, declined by the fund (when, and its reason: SPEC §3
// rejectionDate, rejectionReason), approved or signed and awaiting closing, or in progress at a named step.
import { stepMeta } from '../../../../machines/step-meta';
import type { Transaction } from '../../../shared/domain/entities';
import { isStepId } from '../../../shared/domain/steps';
import { isTransactionComplete } from '../../../shared/domain/transactions';

export type TransactionStatus = {
  label: string;
  isInProgress: boolean;
  /** The fund's reason when it declined the investment; null otherwise. */
  reason: string | null;
};

/** The day in the investor's locale (DESIGN.md §3a). */
const day = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

const settled = (label: string): TransactionStatus => ({ label, isInProgress: false, reason: null });

export const transactionStatus = (transaction: Transaction, locale?: string): TransactionStatus => {
  if (isTransactionComplete(transaction)) return settled('Complete');
  if (transaction.rejectionDate !== null) {
    return {
      label: `Declined on ${day(transaction.rejectionDate, locale)}`,
      isInProgress: false,
      reason: transaction.rejectionReason,
    };
  }
  if (transaction.subscriptionAgreementDate !== null || transaction.currentStep === 'MID_CLOSING') {
    return settled(transaction.isApproved === true ? 'Approved, awaiting closing' : 'Signed, awaiting closing');
  }
  const step = isStepId(transaction.currentStep) ? transaction.currentStep : null;
  if (step === null) return { label: 'In progress', isInProgress: true, reason: null };
  const meta = stepMeta(step);
  if (meta.wizardStep === null) return settled(meta.title);
  const progress = `In progress: step ${meta.wizardStep} of 3`;
  return {
    label: transaction.isApproved === true ? `Approved; ${progress.toLowerCase()}` : progress,
    isInProgress: true,
    reason: null,
  };
};
