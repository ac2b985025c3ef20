// What other features may use of the investment flow (docs/design.md §4: the one file another feature imports): a
// transaction as stored, read and written on the caller's handle (transaction-records.ts), its flow context (the
// machine's view of it), the investor's portfolio, and whether an investor holds a reservation in a fund.
export {
  type FlowContext,
  stepConflict,
  TRANSACTION_NOT_FOUND,
  WITHDRAWN_SUBSCRIPTION,
} from './flow-context';
export { openFlowValues } from './flow-values-codec';
export { loadPortfolio } from './portfolio';
export { createReservationCheck, type ReservationCheck } from './reservation-check';
export {
  answerChangeRequest,
  changeRequestsOf,
  createTransaction,
  findOwnedTransaction,
  patchTransaction,
  readFlowContext,
  recordChangeRequest,
  saveTransactionStep,
  transactionAnswerAuthors,
} from './transaction-records';
export { isUuid, type TransactionPatch, type TransactionRecord, toTransaction } from './transactions-repository';
