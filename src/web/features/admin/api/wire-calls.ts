// Back-office wire instruction calls (docs/admin.md 'Wire instructions').
import type { AdminWireAnswer, WireDetails } from '../../../../shared/api/wire-instructions';
import { adminRequest } from './admin-request';

const wirePath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}/wire-instructions`;

export const getWireInstructions = (slug: string, signal?: AbortSignal) =>
  adminRequest<AdminWireAnswer>({ path: wirePath(slug), signal });

export const proposeWireInstructions = (slug: string, details: WireDetails) =>
  adminRequest<AdminWireAnswer>({ path: wirePath(slug), method: 'POST', body: details });

/** Confirms the pending version the admin read (`version`); a newer one is refused with 409. */
export const confirmWireInstructions = (slug: string, version: string) =>
  adminRequest<AdminWireAnswer>({ path: `${wirePath(slug)}/confirm`, method: 'POST', body: { version } });
