// Passkeys (docs/security.md 'Passkeys'): the server's ceremonies, and the browser's side of them through
// @simplewebauthn/browser, fetched only when a passkey is used or added.
import type { PasskeyView } from '../../../shared/api/two-step';
import type { Visitor } from './api-types';
import { apiRequest } from './http';

/** Whether this browser can use passkeys at all (read after the page is up). */
export const hasPasskeySupport = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const logInWithPasskey = async (): Promise<Visitor> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>({
    endpoint: 'POST /api/login/passkey/options',
    path: '/api/login/passkey/options',
    method: 'POST',
  });
  const credential = await startAuthentication({ optionsJSON });
  return apiRequest({
    endpoint: 'POST /api/login/passkey',
    path: '/api/login/passkey',
    method: 'POST',
    body: { credential },
  });
};

export const loadPasskeys = (): Promise<{ passkeys: PasskeyView[] }> =>
  apiRequest({ endpoint: 'GET /api/account/passkeys', path: '/api/account/passkeys' });

export const addPasskey = async (password: string): Promise<PasskeyView> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>({
    endpoint: 'POST /api/account/passkeys/options',
    path: '/api/account/passkeys/options',
    method: 'POST',
    body: { password },
  });
  const credential = await startRegistration({ optionsJSON });
  return apiRequest({
    endpoint: 'POST /api/account/passkeys',
    path: '/api/account/passkeys',
    method: 'POST',
    body: { credential },
  });
};

export const removePasskey = (id: string, password: string): Promise<{ passkeys: PasskeyView[] }> =>
  apiRequest({
    endpoint: 'POST /api/account/passkeys/:id/remove',
    path: `/api/account/passkeys/${encodeURIComponent(id)}/remove`,
    method: 'POST',
    body: { password },
  });
