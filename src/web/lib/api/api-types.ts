// Shapes of the API answers (DESIGN §5, SPEC §7) as the browser reads them.

import type { Fund, FundPortalSettings, Transaction, UserInvestments, Visitor } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { FundState } from '../../../shared/domain/fund-state';
import type { StepId } from '../../../shared/domain/steps';

export type { Visitor };

/** A transaction with the flow's form data (tax ids masked), which prefills its current step. */
export type TransactionView = Transaction & { values: FlowValues };

export type UserInvestmentsView = Omit<UserInvestments, 'transactions'> & { transactions: TransactionView[] };

export type FundView = { fund: Fund; portalSettings: FundPortalSettings; state: FundState };

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

/** GET /api/fundraise-ui-config: the lists the forms offer (SPEC §3 'Configuration lists'). */
export type UiConfig = {
  usStates: NamedValue[];
  country: NamedValue[];
  iraType: (NamedValue & { visibleOnForms: boolean })[];
};

export type MessageAnswer = { message: string };
export type LogoutAnswer = { redirectPath: string };
