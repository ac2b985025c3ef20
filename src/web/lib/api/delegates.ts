// Delegates (docs/security.md 'Delegates'): the investor's list, invitations and revocations; the delegate's
// acceptance, switcher and notice to the investor.
import type {
  AcceptInvitationAnswer,
  ActingForAnswer,
  DelegatesAnswer,
  NotifyInvestorAnswer,
} from '../../../shared/api/delegates';
import type { DelegateInviteValues } from '../../../shared/schemas/account/delegate-invite.schema';
import { apiRequest } from './http';

const DELEGATES = '/api/account/delegates';
export const ACTING_FOR_PATH = '/api/acting-for';

export const loadDelegates = (): Promise<DelegatesAnswer> =>
  apiRequest({ endpoint: `GET ${DELEGATES}`, path: DELEGATES });

export const inviteDelegate = (body: DelegateInviteValues): Promise<DelegatesAnswer> =>
  apiRequest({ endpoint: `POST ${DELEGATES}`, path: DELEGATES, method: 'POST', body });

export const revokeDelegate = (delegationId: string): Promise<DelegatesAnswer> =>
  apiRequest({
    endpoint: `POST ${DELEGATES}/:delegationId/revoke`,
    path: `${DELEGATES}/${encodeURIComponent(delegationId)}/revoke`,
    method: 'POST',
    body: {},
  });

export const acceptInvitation = (token: string): Promise<AcceptInvitationAnswer> =>
  apiRequest({
    endpoint: 'POST /api/delegations/accept',
    path: '/api/delegations/accept',
    method: 'POST',
    body: { token },
  });

export const loadActingFor = (): Promise<ActingForAnswer> =>
  apiRequest({ endpoint: `GET ${ACTING_FOR_PATH}`, path: ACTING_FOR_PATH });

export const chooseActingFor = (delegationId: string | null): Promise<ActingForAnswer> =>
  apiRequest({ endpoint: `POST ${ACTING_FOR_PATH}`, path: ACTING_FOR_PATH, method: 'POST', body: { delegationId } });

export const notifyInvestor = (transactionIntegrationId: string): Promise<NotifyInvestorAnswer> =>
  apiRequest({
    endpoint: 'POST /api/delegations/notify-investor',
    path: '/api/delegations/notify-investor',
    method: 'POST',
    body: { transactionIntegrationId },
  });
