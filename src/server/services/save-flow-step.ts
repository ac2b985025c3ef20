// Stores a step's outcome in ONE database transaction: the values, the new current step and the transaction fields
// the values decide; on reaching the signing step also the account and profile they describe. The write applies
// only at the version that was read, so of two concurrent submits exactly one wins (DESIGN.md §3).
import type { FlowRecord } from '../../../machines/flow-runner';
import { accountFromValues } from '../../shared/domain/account-values';
import type { FlowValues } from '../../shared/domain/flow-values';
import type { AppDeps } from '../app-deps';
import { createRepositories, type Repositories } from '../repositories/repositories';
import type { TransactionPatch, TransactionRecord } from '../repositories/transactions-repository';
import type { Portfolio } from './portfolio';

class VersionConflict extends Error {}

/** The account the investor will sign with: the chosen one when kept as is, else created or updated from values. */
const storeAccount = async (repos: Repositories, userId: string, values: FlowValues, portfolio: Portfolio) => {
  const id = values.accountIntegrationId;
  const isOwned = id !== null && portfolio.accounts.some((a) => a.integrationId === id);
  if (isOwned && values.isExistingAccountSelected && !values.isMoiEditModeSelected) return values;
  if (isOwned) {
    await repos.accounts.update(userId, accountFromValues(values, id));
    return values;
  }
  const created = await repos.accounts.create(userId, accountFromValues(values, ''));
  return { ...values, accountIntegrationId: created.integrationId };
};

const storeProfile = (repos: Repositories, userId: string, values: FlowValues) =>
  repos.investors.updateProfile(userId, {
    firstName: values.legalFirstName,
    lastName: values.legalLastName,
    mobilePhone: values.mobilePhone || null,
    preferredName: values.preferredFirstName || null,
    primaryResidence: values.residenceAddress,
  });

const patchFor = (values: FlowValues, portfolio: Portfolio, createdAccountId: string | null): TransactionPatch => {
  const id = values.accountIntegrationId;
  const isKnown = id !== null && (id === createdAccountId || portfolio.accounts.some((a) => a.integrationId === id));
  return {
    accountIntegrationId: isKnown ? id : null,
    isExistingAccountSelected: values.isExistingAccountSelected,
    iraRequestedDate: values.iraRequestedDate,
  };
};

export type SavedStep = {
  record: TransactionRecord;
  /** Accounts or profile changed too (on reaching the signing step): the portfolio must be read again. */
  hasChangedPortfolio: boolean;
};

type SaveFlowStep = { userId: string; record: TransactionRecord; next: FlowRecord; portfolio: Portfolio };

/** Undefined when another request changed the transaction since it was read. */
export const saveFlowStep = async (
  { db, cipher }: Pick<AppDeps, 'db' | 'cipher'>,
  { userId, record, next, portfolio }: SaveFlowStep,
): Promise<SavedStep | undefined> => {
  try {
    return await db.transaction(async (tx) => {
      const repos = createRepositories(tx, cipher);
      let values = next.values;
      let createdAccountId: string | null = null;
      const isReachingSigning = next.currentStep === 'DOCUMENT_SIGNED' && record.currentStep !== 'DOCUMENT_SIGNED';
      if (isReachingSigning) {
        const stored = await storeAccount(repos, userId, values, portfolio);
        if (stored.accountIntegrationId !== values.accountIntegrationId) createdAccountId = stored.accountIntegrationId;
        values = stored;
        if (values.legalFirstName && values.legalLastName) await storeProfile(repos, userId, values);
      }
      const saved = await repos.transactions.saveStep({
        id: record.transaction.integrationId,
        userId,
        version: record.version,
        currentStep: next.currentStep,
        values,
        patch: patchFor(values, portfolio, createdAccountId),
      });
      if (!saved) throw new VersionConflict();
      return { record: saved, hasChangedPortfolio: isReachingSigning };
    });
  } catch (error) {
    if (error instanceof VersionConflict) return undefined;
    throw error;
  }
};
