// Back-office review of the identity checks' possible matches (docs/kyc.md 'Review'): the queue and a decision.
import type { ScreeningMatchRow, ScreeningQueueAnswer } from '../../../../shared/api/screening';
import type { ScreeningDecisionInput } from '../../../../shared/schemas/admin/screening-decision.schema';
import { adminRequest } from './admin-request';

export const listScreening = (signal?: AbortSignal) =>
  adminRequest<ScreeningQueueAnswer>({ path: '/api/admin/screening', signal });

export const decideScreening = (matchId: string, input: ScreeningDecisionInput) =>
  adminRequest<ScreeningMatchRow>({
    path: `/api/admin/screening/${encodeURIComponent(matchId)}/decision`,
    method: 'POST',
    body: input,
  });
