// When an investment's card offers its wire instructions: the rule the server holds (approved, not declined), while
// the funds are still to come.
import type { Transaction } from '../../../shared/domain/entities';
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import { mayReceiveWireInstructions } from '../../../shared/domain/wire-reference';

const AFTER_FUNDS: readonly InvestmentStatus['kind'][] = ['funded', 'complete'];

export const hasWireInstructions = (
  transaction: Pick<Transaction, 'isApproved' | 'rejectionDate'>,
  status: InvestmentStatus,
): boolean => mayReceiveWireInstructions(transaction) && !AFTER_FUNDS.includes(status.kind);
