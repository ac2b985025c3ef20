// Invitations to subscribe (docs/admin.md 'Invitations'): the link's page reads its invitation, and the invited
// account accepts it.
import type { InvitationAccepted, InvitationOpened } from '../../../shared/api/invitations';
import { apiRequest } from './http';

export const openInvitation = (token: string): Promise<InvitationOpened> =>
  apiRequest({
    endpoint: 'POST /api/invitations/open',
    path: '/api/invitations/open',
    method: 'POST',
    body: { token },
  });

export const acceptInvitation = (token: string): Promise<InvitationAccepted> =>
  apiRequest({
    endpoint: 'POST /api/invitations/accept',
    path: '/api/invitations/accept',
    method: 'POST',
    body: { token },
  });
