// Stores a step's outcome atomically: the values, the new current step and the transaction fields the values decide,
// in one statement (with the step's webhook event, flow-steps-repository.ts); on reaching the signing step also the
// account and profile they describe, in ONE database transaction. The write applies only at the version that was read, so of two concurrent submits exactly one wins
// (docs/design.md §3).
import type { FlowRecord } from '../../../../machines/flow-runner';
import { accountFromValues } from '../../../shared/domain/account-values';
import { type AnswerAuthor, type AnswerAuthors, changedFields } from '../../../shared/domain/answer-author';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { Db } from '../../db/database';
import { inUnitOfWork } from '../../db/unit-of-work';
import type { DataCipher } from '../../security/data-cipher';
import { createAccount, updateAccount, updateInvestorProfile } from '../auth-and-accounts/public-api';
import type { FlowDeps } from './flow-deps';
import { createFlowRepositories, type FlowRepositories } from './flow-repositories';
import type { StepPatch } from './flow-steps-repository';
import type { Portfolio } from './portfolio';
import type { TransactionRecord } from './transactions-repository';

class VersionConflict extends Error {}

/** The account the investor will sign with: the chosen one when kept as is, else created or updated from values. */
const storeAccount = async (
  on: { db: Db; cipher: DataCipher },
  userId: string,
  values: FlowValues,
  portfolio: Portfolio,
) => {
  const id = values.accountIntegrationId;
  const isOwned = id !== null && portfolio.accounts.some((a) => a.integrationId === id);
  if (isOwned && values.isExistingAccountSelected && !values.isMoiEditModeSelected) return values;
  if (isOwned) {
    await updateAccount(on, userId, accountFromValues(values, id));
    return values;
  }
  const created = await createAccount(on, userId, accountFromValues(values, ''));
  return { ...values, accountIntegrationId: created.integrationId };
};

const storeProfile = (db: Db, userId: string, values: FlowValues) =>
  updateInvestorProfile(db, userId, {
    firstName: values.legalFirstName,
    lastName: values.legalLastName,
    mobilePhone: values.mobilePhone || null,
    preferredName: values.preferredFirstName || null,
    primaryResidence: values.residenceAddress,
  });

const patchFor = (values: FlowValues, portfolio: Portfolio, createdAccountId: string | null): StepPatch => {
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

type SaveFlowStep = {
  userId: string;
  record: TransactionRecord;
  next: FlowRecord;
  portfolio: Portfolio;
  /** Who answered (docs/design.md §7a); null when the step only moves back. */
  author: AnswerAuthor | null;
};

/** The answers this step changed, each credited to its author. */
const authorsOf = ({ record, author }: SaveFlowStep, values: FlowValues): AnswerAuthors =>
  author ? Object.fromEntries(changedFields(record.values, values).map((field) => [field, author])) : {};

/** The version-checked write of the step, on the pool or inside the unit of work. */
const advance = (
  repos: Pick<FlowRepositories, 'flowSteps'>,
  { userId, record, next, portfolio, author }: SaveFlowStep,
  values: FlowValues,
  createdAccountId: string | null,
) =>
  repos.flowSteps.advance({
    from: record,
    userId,
    currentStep: next.currentStep,
    values,
    patch: patchFor(values, portfolio, createdAccountId),
    authors: authorsOf({ userId, record, next, portfolio, author }, values),
  });

/** Undefined when another request changed the transaction since it was read. */
export const saveFlowStep = async (
  { db, cipher, flow: repos }: Pick<FlowDeps, 'db' | 'cipher' | 'flow'>,
  step: SaveFlowStep,
): Promise<SavedStep | undefined> => {
  const { userId, record, next, portfolio } = step;
  const isReachingSigning = next.currentStep === 'DOCUMENT_SIGNED' && record.currentStep !== 'DOCUMENT_SIGNED';
  if (!isReachingSigning) {
    // One statement is atomic on its own (the step's webhook event included): no unit of work, no BEGIN/COMMIT.
    const saved = await advance(repos, step, next.values, null);
    return saved && { record: saved, hasChangedPortfolio: false };
  }
  try {
    return await inUnitOfWork(
      db,
      (tx) => createFlowRepositories(tx, cipher),
      async (txRepos, tx) => {
        const stored = await storeAccount({ db: tx, cipher }, userId, next.values, portfolio);
        const createdAccountId =
          stored.accountIntegrationId !== next.values.accountIntegrationId ? stored.accountIntegrationId : null;
        // The profile and the transaction do not wait for each other: on PostgreSQL they go in one round trip.
        const [, saved] = await Promise.all([
          stored.legalFirstName && stored.legalLastName ? storeProfile(tx, userId, stored) : undefined,
          advance(txRepos, step, stored, createdAccountId),
        ]);
        if (!saved) throw new VersionConflict();
        return { record: saved, hasChangedPortfolio: true };
      },
    );
  } catch (error) {
    if (error instanceof VersionConflict) return undefined;
    throw error;
  }
};
