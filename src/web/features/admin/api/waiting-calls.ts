// What waits for an admin (docs/admin.md 'Waiting for you'): the counts of the back office's header.
import type { AdminWaitingAnswer } from '../../../../shared/api/admin-waiting';
import { adminRequest } from './admin-request';

export const getWaiting = (signal?: AbortSignal) =>
  adminRequest<AdminWaitingAnswer>({ path: '/api/admin/waiting', signal });
