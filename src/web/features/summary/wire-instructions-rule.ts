// When an investment offers its wire instructions: approved and signed, before the funds arrived (the server holds the
// same rule: an approved subscription of the investor's own).
import type { InvestmentStatus } from '../../../shared/domain/investment-status';

export const hasWireInstructions = (status: InvestmentStatus): boolean =>
  status.kind === 'awaitingCountersignature' || status.kind === 'awaitingFunds';
