import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import type { StepAnswer } from './api-types';
import { apiRequest } from './http';

export type SubmitStepRequest = {
  /** The fund of the investment (docs/spec.md §3 form data): a 401 then names the fund's own login (docs/spec.md §8). */
  portalFundSlug: string;
  transactionIntegrationId: string;
  currentStep: StepId;
  /** Only the fields the step owns: the server refuses any other. */
  values: Partial<FlowValues>;
};

/** Next (docs/spec.md §7 submit call): the server validates, moves the flow on and answers where it now stands. */
export const submitStep = (request: SubmitStepRequest): Promise<StepAnswer> =>
  apiRequest({ endpoint: 'POST /api/submit-step', path: '/api/submit-step', method: 'POST', body: request });
