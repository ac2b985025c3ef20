import type { FundPageContent, FundProgress } from '../../../shared/api/fund-page';

// Shapes of the API answers (docs/design.md §5, docs/spec.md §7) as the browser reads them.

import type { ChangeNotes, OpenChangeRequest } from '../../../shared/api/change-requests';
import type { Fund, FundPortalSettings, Transaction, UserInvestments, Visitor } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { FundDates } from '../../../shared/domain/fund-dates';
import type { FundState } from '../../../shared/domain/fund-state';
import type { AgreementProgress } from '../../../shared/domain/investment-status';
import type { PortfolioFacts } from '../../../shared/domain/portfolio-facts';
import type { StepId } from '../../../shared/domain/steps';

export type { Visitor };

/**
 * A transaction as answered. The one a call is about (the step page's, the submitted one) also carries the flow's
 * form data (tax ids masked), which prefills its current step. On the investor's pages, each carries when it was
 * started (and approved), and one with an agreement also who has still to sign it and the fund's countersignature
 * (its status, shared/domain/investment-status.ts).
 */
export type TransactionView = Transaction & {
  values?: FlowValues;
  startedAt?: string;
  approvedAt?: string;
  agreement?: AgreementProgress;
  /** The fund's open change request on the transaction the call is about: a note per marked field. */
  changeNotes?: ChangeNotes;
  /** On the investor's pages: the fund's open change request, for the summary card. */
  changeRequest?: OpenChangeRequest;
  /** On the investor's pages: the identity checks hold the fund's approval (docs/kyc.md; no list is ever named). */
  isIdentityCheckPending?: true;
};

/** The transaction a step page shows, with its form data. */
export type FlowTransaction = Transaction & { values: FlowValues; changeNotes?: ChangeNotes };

export const hasFormData = (transaction: TransactionView): transaction is FlowTransaction =>
  transaction.values !== undefined;

/**
 * The transactions the page shows (a fund's pages: that fund's; the summary: a page of the newest) and facts over all
 * of them (docs/performance.md 'Answers that stay small').
 */
export type UserInvestmentsView = Omit<UserInvestments, 'transactions'> & {
  transactions: TransactionView[];
  facts: PortfolioFacts;
};

/** GET /api/fund/{slug}: the fund page's content comes as sanitised HTML made on the server (docs/admin.md). */
export type FundView = {
  fund: Fund;
  portalSettings: FundPortalSettings;
  state: FundState;
  /** Its dates, written out by the server. */
  dates: FundDates;
  page: FundPageContent;
  progress: FundProgress | null;
};

/** Every flow call (start, Next, Previous, amount) answers the investments and where the transaction now stands. */
export type StepAnswer = UserInvestmentsView & {
  transactionIntegrationId: string;
  currentStep: StepId;
  /** URL segment of the current step. */
  slug: string;
  flash: string | null;
  /** Set when the investor leaves the flow (Previous from the first step goes to the fund page). */
  redirectPath?: string;
};

export type NamedValue = { value: string; name: string };

/** GET /api/fundraise-ui-config: the lists the forms offer (docs/spec.md §3 'Configuration lists'). */
export type UiConfig = {
  usStates: NamedValue[];
  country: NamedValue[];
  iraType: (NamedValue & { visibleOnForms: boolean })[];
};

export type MessageAnswer = { message: string };
export type LogoutAnswer = { redirectPath: string };
