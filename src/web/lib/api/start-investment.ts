import type { StepAnswer } from './api-types';
import { apiRequest } from './http';

/** docs/spec.md §7: the submit call with the fund slug alone starts (or resumes) an investment in that fund. */
export const startInvestment = (portalFundSlug: string): Promise<StepAnswer> =>
  apiRequest({
    endpoint: 'POST /api/submit-step',
    path: '/api/submit-step',
    method: 'POST',
    body: { portalFundSlug: portalFundSlug.toLowerCase() },
  });
