// Everything one flow request needs, loaded per request (docs/design.md §3) in the query that opens its session: the
// caller's transaction, portfolio and what the flow reads of the fund, and the machine's environment built from them.
// Nothing is kept between requests.
import type { FlowEnvironment } from '../../../../machines/flow-runner';
import { stepMeta } from '../../../../machines/step-meta';
import type { StepId } from '../../../shared/domain/steps';
import { HttpError } from '../../http-error';
import type { FundForFlow } from '../funds/public-api';
import type { FlowRepositories } from './flow-repositories';
import type { Portfolio } from './portfolio';
import type { PortfolioRead } from './portfolios-repository';
import type { TransactionRecord } from './transactions-repository';

export const TRANSACTION_NOT_FOUND = 'Investment not found.';
export const WITHDRAWN_SUBSCRIPTION =
  'You withdrew this subscription, so it cannot continue. You can start a new one from the fund’s page.';
export const STEP_CHANGED = 'This step is no longer current. Please continue from the current step.';

export type FlowContext = {
  record: TransactionRecord;
  portfolio: Portfolio;
  found: FundForFlow;
  env: FlowEnvironment;
};

export const flowEnvironment = (portfolio: Portfolio, found: FundForFlow, now: Date): FlowEnvironment => ({
  investor: {
    firstName: portfolio.profile.firstName,
    lastName: portfolio.profile.lastName,
    mobilePhone: portfolio.profile.mobilePhone,
    preferredName: portfolio.profile.preferredName,
    primaryResidence: portfolio.profile.primaryResidence,
    accounts: portfolio.accounts,
    transactions: portfolio.records.map((r) => r.transaction),
  },
  fund: {
    slug: found.fund.slug,
    type: found.fund.type,
    carryType: found.fund.carryType,
    syndicationAssetType: found.fund.syndicationAssetType,
    collectTaxForms: found.fund.collectTaxForms,
    identityChecks: found.fund.identityChecks,
  },
  portalType: found.portalSettings.portalType,
  now: now.toISOString(),
});

/** 409 with the stored step, so the browser can go there (docs/spec.md §2 step redirect). */
export const stepConflict = (currentStep: StepId, message = STEP_CHANGED): HttpError =>
  new HttpError(409, message, { currentStep, slug: stepMeta(currentStep).slug });

export type FlowRequest = {
  userId: string;
  transactionId: string;
  postedStep: string;
  now: Date;
  /** The portfolio read with the session for a flow call (session-auth); read here when absent. */
  prefetched?: PortfolioRead | null;
};

/** The caller's transaction at the step they think it is at; 404 for anyone else's. */
export const loadFlowContext = async (
  repos: Pick<FlowRepositories, 'portfolios'>,
  { userId, transactionId, postedStep, now, prefetched }: FlowRequest,
): Promise<FlowContext> => {
  const { portfolio, funds } = prefetched ?? (await repos.portfolios.findForFlow(userId));
  // The portfolio holds every transaction of the user: the one asked for is among them, or it is not theirs.
  const record = portfolio?.records.find((r) => r.transaction.integrationId === transactionId);
  if (!portfolio || !record) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  if (record.transaction.withdrawalDate !== null) throw new HttpError(409, WITHDRAWN_SUBSCRIPTION);
  if (record.currentStep !== postedStep) throw stepConflict(record.currentStep);
  const found = funds.get(record.transaction.portalFundSlug);
  if (!found) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  return { record, portfolio, found, env: flowEnvironment(portfolio, found, now) };
};
