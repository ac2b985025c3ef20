// What every flow call answers: the portfolio as the step page needs it (the fund's transactions, this one with its
// form data, tax ids masked) plus where the transaction now stands (docs/design.md §5).
import { stepMeta } from '../../../../machines/step-meta';
import type { StepId } from '../../../shared/domain/steps';
import { withChangeNotes } from './change-notes';
import type { FlowRepositories } from './flow-repositories';
import { loadPortfolio, type Portfolio, toUserInvestmentsView, type UserInvestmentsView } from './portfolio';
import type { TransactionRecord } from './transactions-repository';

export type FlowAnswer = UserInvestmentsView & {
  transactionIntegrationId: string;
  currentStep: StepId;
  /** URL segment of the current step (docs/spec.md §2). */
  slug: string;
  flash: string | null;
  /** Set when the browser leaves the flow (Previous from the first step: the fund's page). */
  redirectPath?: string;
};

type At = {
  transactionIntegrationId: string;
  currentStep: StepId;
  flash?: string | null;
  redirectPath?: string;
  /** The portfolio as it now stands, when the caller has it; read from the database otherwise. */
  portfolio?: Portfolio | undefined;
};

/** The portfolio with one transaction record replaced by its stored version. */
export const withRecord = (portfolio: Portfolio, record: TransactionRecord): Portfolio => ({
  ...portfolio,
  records: portfolio.records.map((r) =>
    r.transaction.integrationId === record.transaction.integrationId ? record : r,
  ),
});

export const flowAnswer = async (repos: FlowRepositories, userId: string, at: At): Promise<FlowAnswer> => {
  const portfolio = at.portfolio ?? (await loadPortfolio(repos, userId));
  if (!portfolio) throw new Error('The portfolio disappeared during a flow call');
  const { transactionIntegrationId } = at;
  const record = portfolio.records.find((r) => r.transaction.integrationId === transactionIntegrationId);
  const portalFundSlug = record?.transaction.portalFundSlug;
  const view = toUserInvestmentsView(portfolio, { portalFundSlug, transactionIntegrationId });
  return {
    ...(await withChangeNotes(repos, view, transactionIntegrationId)),
    transactionIntegrationId: at.transactionIntegrationId,
    currentStep: at.currentStep,
    slug: stepMeta(at.currentStep).slug,
    flash: at.flash ?? null,
    ...(at.redirectPath && { redirectPath: at.redirectPath }),
  };
};
