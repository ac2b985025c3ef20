// Changing the login e-mail (docs/security.md 'Account settings'): asked in settings, confirmed from the mailed link.
import type { EmailChangedAnswer, EmailChangeRequestedAnswer } from '../../../shared/api/account-email';
import type { EmailChangeValues } from '../../../shared/schemas/account/email-change.schema';
import { apiRequest } from './http';

export const requestEmailChange = (body: EmailChangeValues): Promise<EmailChangeRequestedAnswer> =>
  apiRequest({ endpoint: 'POST /api/account/email', path: '/api/account/email', method: 'POST', body });

export const confirmEmailChange = (token: string): Promise<EmailChangedAnswer> =>
  apiRequest({
    endpoint: 'POST /api/account/email/confirm',
    path: '/api/account/email/confirm',
    method: 'POST',
    body: { token },
  });
