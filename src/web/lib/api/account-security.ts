// The account's security settings (docs/security.md 'Account settings').
import type {
  AccountSessionsAnswer,
  OtherSessionsEndedAnswer,
  PasswordChangedAnswer,
} from '../../../shared/api/account-security';
import { apiRequest } from './http';

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
}): Promise<PasswordChangedAnswer> =>
  apiRequest({ endpoint: 'POST /api/account/password', path: '/api/account/password', method: 'POST', body });

export const loadAccountSessions = (): Promise<AccountSessionsAnswer> =>
  apiRequest({ endpoint: 'GET /api/account/sessions', path: '/api/account/sessions' });

export const logOutOtherSessions = (): Promise<OtherSessionsEndedAnswer> =>
  apiRequest({
    endpoint: 'POST /api/account/sessions/log-out-others',
    path: '/api/account/sessions/log-out-others',
    method: 'POST',
  });
