// Where an answered transaction stands, apart from the answers' types: the step page reads those types, and the
// status rules (with the lifecycle's and the dates') then stay out of its first screen (docs/performance.md).
import { type InvestmentStatus, investmentStatus } from '../../../shared/domain/investment-status';
import type { TransactionView } from './api-types';

/**
 * Where an answered transaction stands, in the one vocabulary: its agreement, the fund's open change request and the
 * identity checks read.
 */
export const statusOfView = (transaction: TransactionView): InvestmentStatus =>
  investmentStatus(
    transaction,
    transaction.agreement,
    transaction.changeRequest !== undefined,
    transaction.isIdentityCheckPending === true,
  );
