// What other features read and write of a transaction and its change requests, on the handle they pass (the pool, or
// their unit of work's transaction): the back office's decisions and detail, e-signature's sync of a signed
// agreement, a delegate's view, the tests and the demo data. Every write keeps the version rule of saveStep.
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import {
  type ChangeRequestRow,
  createChangeRequestsRepository,
  type NewChangeRequest,
} from './change-requests-repository';
import { type FlowContext, type FlowRequest, loadFlowContext } from './flow-context';
import { createPortfoliosRepository } from './portfolios-repository';
import {
  createTransactionsRepository,
  type SaveStep,
  type TransactionPatch,
  type TransactionRecord,
} from './transactions-repository';

type On = { db: Db; cipher: DataCipher };

/** Undefined unless the transaction exists and belongs to the user. */
export const findOwnedTransaction = ({ db, cipher }: On, id: string, userId: string) =>
  createTransactionsRepository(db, cipher).findOwned(id, userId);

/** A new transaction of the user on the fund (the demo data, tests): its values sealed as every write seals them. */
export const createTransaction = (
  { db, cipher }: On,
  ...args: Parameters<ReturnType<typeof createTransactionsRepository>['create']>
): Promise<TransactionRecord> => createTransactionsRepository(db, cipher).create(...args);

/** Who gave each answer of a transaction (docs/design.md §7a). */
export const transactionAnswerAuthors = ({ db, cipher }: On, id: string) =>
  createTransactionsRepository(db, cipher).findAnswerAuthors(id);

/** The stored record, or undefined when another write got there first (the version moved on). */
export const saveTransactionStep = ({ db, cipher }: On, step: SaveStep): Promise<TransactionRecord | undefined> =>
  createTransactionsRepository(db, cipher).saveStep(step);

/** Changes fields other than the step (amount, reservation, decisions); false when the version moved on. */
export const patchTransaction = (
  { db, cipher }: On,
  id: string,
  userId: string,
  version: number,
  patch: TransactionPatch,
): Promise<boolean> => createTransactionsRepository(db, cipher).patch(id, userId, version, patch);

export const recordChangeRequest = (db: Db, request: NewChangeRequest): Promise<ChangeRequestRow> =>
  createChangeRequestsRepository(db).create(request);

export const changeRequestsOf = (db: Db, transactionId: string): Promise<ChangeRequestRow[]> =>
  createChangeRequestsRepository(db).listForTransaction(transactionId);

/** Answers the transaction's open change request (the investor signed again); undefined when none was open. */
export const answerChangeRequest = (db: Db, transactionId: string, at: Date): Promise<ChangeRequestRow | undefined> =>
  createChangeRequestsRepository(db).answer(transactionId, at);

/** The transaction's flow context (the machine's view of it) read on the caller's handle; throws as a submit would. */
export const readFlowContext = ({ db, cipher }: On, request: FlowRequest): Promise<FlowContext> =>
  loadFlowContext({ portfolios: createPortfoliosRepository(db, cipher) }, request);
