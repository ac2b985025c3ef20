// How the summary describes an investment: its status in the one vocabulary (shared/domain/investment-status.ts),
// the day (in New York, so the server's HTML and the browser agree) and the fund's reason when it declined (docs/spec.md §3 rejectionDate, rejectionReason), and for an end screen
// what the investor can do. An end screen's heading ('Whoops!') is never a status.
import { stepMeta } from '../../../../machines/step-meta';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import {
  END_SCREEN_WORDS,
  type InvestmentStatus,
  investmentStatus,
  isInWizard,
  statusText,
} from '../../../shared/domain/investment-status';
import type { TransactionView } from '../../lib/api/api-types';

export type TransactionStatus = {
  status: InvestmentStatus;
  label: string;
  /** Whether the investor continues in the wizard (at its step, or at the end screen to go back). */
  isInProgress: boolean;
  /** The fund's reason when it declined the investment; null otherwise. */
  reason: string | null;
  /** At an end screen: what the investor can do. */
  remedy: string | null;
};

export const transactionStatus = (transaction: TransactionView): TransactionStatus => {
  const status = investmentStatus(transaction, transaction.agreement);
  return {
    status,
    label: status.kind === 'declined' ? `Declined on ${formatEasternDate(status.on)}` : statusText(status, stepMeta),
    isInProgress: isInWizard(status),
    reason: status.kind === 'declined' ? status.reason : null,
    remedy: status.kind === 'notEligible' ? END_SCREEN_WORDS[status.endScreen].remedy : null,
  };
};
