// How the summary describes an investment: its status in the one vocabulary (shared/domain/investment-status.ts),
// the day (in New York, so the server's HTML and the browser agree), the fund's reason when it declined (docs/spec.md §3
// rejectionDate, rejectionReason) or the investor's when they withdrew it, whether it may still be withdrawn, and for an end screen
// what the investor can do. An end screen's heading ('Whoops!') is never a status.
import { stepMeta } from '../../../../machines/step-meta';
import {
  datedStatusText,
  END_SCREEN_WORDS,
  type InvestmentStatus,
  isInWizard,
  STAGE_OF_STATUS,
} from '../../../shared/domain/investment-status';
import { type LifecycleStage, WITHDRAWAL_OFFERED_STAGES } from '../../../shared/domain/lifecycle';
import type { TransactionView } from '../../lib/api/api-types';
import { statusOfView } from '../../lib/api/status-of-view';

export type TransactionStatus = {
  status: InvestmentStatus;
  /** Where it stands in the lifecycle (machines/subscription-lifecycle.machine.ts). */
  stage: LifecycleStage;
  label: string;
  /** Whether the investor continues in the wizard (at its step, or at the end screen to go back). */
  isInProgress: boolean;
  /** The fund's reason when it declined the investment, the investor's own when they withdrew it; null otherwise. */
  reason: string | null;
  /** Whether the card offers a withdrawal (signed, not countersigned: the lifecycle accepts it). */
  canWithdraw: boolean;
  /** At an end screen: what the investor can do. */
  remedy: string | null;
};

const reasonOf = (status: InvestmentStatus): string | null => {
  if (status.kind === 'declined' && status.reason) return `The fund’s reason: ${status.reason}`;
  if (status.kind === 'withdrawn' && status.reason) return `Your reason: ${status.reason}`;
  return null;
};

export const transactionStatus = (transaction: TransactionView): TransactionStatus => {
  const status = statusOfView(transaction);
  const stage = STAGE_OF_STATUS[status.kind];
  return {
    status,
    stage,
    label: datedStatusText(status, stepMeta),
    isInProgress: isInWizard(status),
    reason: reasonOf(status),
    canWithdraw: WITHDRAWAL_OFFERED_STAGES.includes(stage),
    remedy: status.kind === 'notEligible' ? END_SCREEN_WORDS[status.endScreen].remedy : null,
  };
};
