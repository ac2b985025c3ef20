import type { StepId } from '../../../shared/domain/steps';
import type { StepAnswer } from './api-types';
import { apiRequest } from './http';

/** Previous (docs/spec.md §4): the server recomputes the earlier step by replay and answers where to go. */
export const goToPreviousStep = (transactionIntegrationId: string, currentStep: StepId): Promise<StepAnswer> =>
  apiRequest({
    endpoint: 'POST /api/previous-step',
    path: '/api/previous-step',
    method: 'POST',
    body: { transactionIntegrationId, currentStep },
  });
