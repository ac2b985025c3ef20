// When an investment's card offers its wire instructions: the rule the server holds (signed by everyone, approved, not
// declined), while the funds are still to come.
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import type { LifecycleColumns } from '../../../shared/domain/lifecycle';
import { mayReceiveWireInstructions } from '../../../shared/domain/wire-reference';

const AFTER_FUNDS: readonly InvestmentStatus['kind'][] = ['funded', 'complete'];

export const hasWireInstructions = (transaction: LifecycleColumns, status: InvestmentStatus): boolean =>
  mayReceiveWireInstructions(transaction) && !AFTER_FUNDS.includes(status.kind);
