// Two-step verification (docs/security.md 'Two-step verification'): the login's second step and the settings.
import type {
  RecoveryCodesAnswer,
  SecondFactorNeeded,
  TotpSetupAnswer,
  TwoStepStatus,
} from '../../../shared/api/two-step';
import type { Visitor } from './api-types';
import { apiRequest } from './http';

export const isSecondFactorNeeded = (answer: Visitor | SecondFactorNeeded): answer is SecondFactorNeeded =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;

export const logInSecondFactor = (body: { code: string } | { recoveryCode: string }): Promise<Visitor> =>
  apiRequest({
    endpoint: 'POST /api/login/second-factor',
    path: '/api/login/second-factor',
    method: 'POST',
    body,
  });

export const loadTwoStep = (): Promise<TwoStepStatus> =>
  apiRequest({ endpoint: 'GET /api/account/two-step', path: '/api/account/two-step' });

export const startTotpSetup = (password: string): Promise<TotpSetupAnswer> =>
  apiRequest({
    endpoint: 'POST /api/account/two-step/totp',
    path: '/api/account/two-step/totp',
    method: 'POST',
    body: { password },
  });

export const confirmTotp = (code: string): Promise<RecoveryCodesAnswer> =>
  apiRequest({
    endpoint: 'POST /api/account/two-step/totp/confirm',
    path: '/api/account/two-step/totp/confirm',
    method: 'POST',
    body: { code },
  });

export const replaceRecoveryCodes = (password: string): Promise<RecoveryCodesAnswer> =>
  apiRequest({
    endpoint: 'POST /api/account/two-step/recovery-codes',
    path: '/api/account/two-step/recovery-codes',
    method: 'POST',
    body: { password },
  });

export const disableTwoStep = (password: string): Promise<{ isEnabled: false }> =>
  apiRequest({
    endpoint: 'POST /api/account/two-step/disable',
    path: '/api/account/two-step/disable',
    method: 'POST',
    body: { password },
  });
