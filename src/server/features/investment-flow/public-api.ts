// What other features may use of the investment flow (docs/design.md §4: the one file another feature imports): a
// transaction as stored, its flow context (the machine's view of it) and the investor's portfolio.
export {
  type FlowContext,
  loadFlowContext,
  stepConflict,
  TRANSACTION_NOT_FOUND,
  WITHDRAWN_SUBSCRIPTION,
} from './flow-context';
export { openFlowValues } from './flow-values-codec';
export { loadPortfolio } from './portfolio';
export { isUuid, type TransactionPatch, type TransactionRecord, toTransaction } from './transactions-repository';
