// Submit with { portalFundSlug } alone starts (or resumes) an investment (docs/spec.md §7): the transaction the docs/spec.md §4
// preference order picks, else a new one at INITIAL. A full fund answers 403 with [fundMaxExceeded] (docs/spec.md §8).
// A resumed transaction whose stored step its answers no longer reach walks again from INITIAL, as Previous replays,
// and goes on from where the walk stops (machines/resume.ts); that step is stored.
import { resumeStep } from '../../../../machines/resume';
import { valuesFromProfile } from '../../../shared/domain/account-values';
import { lastUsedValidAccount } from '../../../shared/domain/flow-rules';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { fundState } from '../../../shared/domain/fund-state';
import type { StepId } from '../../../shared/domain/steps';
import { chooseTransactionForFund } from '../../../shared/domain/transactions';
import { inUnitOfWork } from '../../db/unit-of-work';
import { HttpError } from '../../http-error';
import type { FundWithSettings } from '../funds/public-api';
import { findFund } from '../funds/public-api';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import { flowEnvironment } from './flow-context';
import type { FlowDeps } from './flow-deps';
import { createFlowRepositories } from './flow-repositories';
import { loadPortfolio, PORTFOLIO_NOT_FOUND, type Portfolio } from './portfolio';
import type { PortfolioRead } from './portfolios-repository';
import { saveFlowStep } from './save-flow-step';
import type { TransactionRecord } from './transactions-repository';

export const FUND_MAX_EXCEEDED = 'This fund has reached its maximum and is taking a waitlist. [fundMaxExceeded]';
export const FUND_CLOSED = 'This fund is closed to new investments.';
export const FUND_NOT_OPEN_YET = 'This fund is not open for investment yet.';

type StartInvestment = {
  userId: string;
  portalFundSlug: string;
  now: Date;
  /** The portfolio read with the session (auth-and-accounts/session-auth.ts); read here when absent. */
  prefetched?: PortfolioRead | null;
};

type Resumed = { transactionIntegrationId: string; currentStep: StepId; portfolio: Portfolio };

/** The chosen transaction at the step its answers lead to, stored when it moved (docs/spec.md §4, machines/resume.ts). */
const resume = async (
  deps: Pick<FlowDeps, 'db' | 'cipher' | 'flow'>,
  {
    userId,
    record,
    portfolio,
    found,
    now,
  }: {
    userId: string;
    record: TransactionRecord;
    portfolio: Portfolio;
    found: FundWithSettings;
    now: Date;
  },
): Promise<Resumed> => {
  const transactionIntegrationId = record.transaction.integrationId;
  const stored = { currentStep: record.currentStep, values: record.values };
  const currentStep = resumeStep(stored, flowEnvironment(portfolio, found, now));
  if (currentStep === record.currentStep) return { transactionIntegrationId, currentStep, portfolio };
  const next = { currentStep, values: record.values };
  // Moving to where the answers lead gives no answer: nothing is credited (as Previous).
  const saved = await saveFlowStep(deps, { userId, record, next, portfolio, author: null });
  if (saved && !saved.hasChangedPortfolio) {
    const records = portfolio.records.map((r) => (r === record ? saved.record : r));
    return { transactionIntegrationId, currentStep, portfolio: { ...portfolio, records } };
  }
  // Another request moved it meanwhile, or accounts changed too: the portfolio as it now stands.
  const fresh = await loadPortfolio(deps.flow, userId);
  if (!fresh) throw new HttpError(500, PORTFOLIO_NOT_FOUND);
  const current = fresh.records.find((r) => r.transaction.integrationId === transactionIntegrationId);
  return { transactionIntegrationId, currentStep: current?.currentStep ?? currentStep, portfolio: fresh };
};

/** A new subscription's answers: the profile's, with the account the investor used last chosen on SELECT_MOI. */
const firstValues = (portfolio: Portfolio): FlowValues => {
  const values = valuesFromProfile(portfolio.profile);
  const transactions = portfolio.records.map((r) => r.transaction);
  const account = lastUsedValidAccount({ accounts: portfolio.accounts, transactions });
  return account ? { ...values, isExistingAccountSelected: true, accountIntegrationId: account.integrationId } : values;
};

/** Also answers the portfolio as it now stands, so the answer needs no second read. */
export const startInvestment = async (
  { db, cipher, flow }: Pick<FlowDeps, 'db' | 'cipher' | 'flow'>,
  { userId, portalFundSlug, now, prefetched }: StartInvestment,
): Promise<{ transactionIntegrationId: string; currentStep: StepId; portfolio: Portfolio }> => {
  const found = await findFund(db, portalFundSlug);
  if (!found) throw new HttpError(404, 'Fund not found.');
  const { fund, portalSettings } = found;
  if (fund.fundMaxExceeded) throw new HttpError(403, FUND_MAX_EXCEEDED);
  const portfolio = prefetched ? prefetched.portfolio : await loadPortfolio(flow, userId);
  if (!portfolio) throw new HttpError(500, PORTFOLIO_NOT_FOUND);

  const chosen = chooseTransactionForFund(
    portfolio.records.map((r) => r.transaction),
    fund,
  );
  const record = chosen && portfolio.records.find((r) => r.transaction === chosen);
  if (record) return resume({ db, cipher, flow }, { userId, record, portfolio, found, now });

  const state = fundState({ settings: portalSettings, fund, now, hasReservation: false, hasExtendedPreSigning: false });
  if (state === 'waitlisted') throw new HttpError(403, FUND_MAX_EXCEEDED);
  if (state === 'closed') throw new HttpError(403, FUND_CLOSED);
  if (state === 'upcoming') throw new HttpError(403, FUND_NOT_OPEN_YET);
  // The subscription and its webhook event are written together (docs/design.md §7a outboxes).
  const created = await inUnitOfWork(
    db,
    (tx) => createFlowRepositories(tx, cipher),
    async ({ transactions }, tx) => {
      const record = await transactions.create(userId, fund.slug, firstValues(portfolio), {
        requiredReservationInAdvance: portalSettings.requiresReservationInAdvance,
      });
      const { integrationId: transactionId } = record.transaction;
      await enqueueWebhookEvent(tx, { transactionId }, 'subscription.created', { currentStep: record.currentStep });
      return record;
    },
  );
  // The newest transaction comes last, as a fresh read of the portfolio would list it.
  return {
    transactionIntegrationId: created.transaction.integrationId,
    currentStep: created.currentStep,
    portfolio: { ...portfolio, records: [...portfolio.records, created] },
  };
};
