// What every part of a step screen receives: the step and the data the page loaded for it.
import type { StepId } from '../../../shared/domain/steps';
import type { FlowTransaction, FundView, UiConfig, UserInvestmentsView } from '../../lib/api/api-types';

export type StepScreenProps = {
  step: StepId;
  fund: FundView;
  uiConfig: UiConfig;
  investments: UserInvestmentsView;
  transaction: FlowTransaction;
};
