// Back-office review of the syndication uploads (docs/syndication.md 'Review'): the queue, each upload, the decision.
import type {
  VerificationDecisionAnswer,
  VerificationDecisionRequest,
  VerificationQueueAnswer,
} from '../../../../shared/api/syndication';
import { adminRequest } from './admin-request';

const verificationPath = (id: string) => `/api/admin/verifications/${encodeURIComponent(id)}`;

export const listVerifications = (signal?: AbortSignal) =>
  adminRequest<VerificationQueueAnswer>({ path: '/api/admin/verifications', signal });

export const decideVerification = (id: string, request: VerificationDecisionRequest) =>
  adminRequest<VerificationDecisionAnswer>({ path: `${verificationPath(id)}/decision`, method: 'POST', body: request });
