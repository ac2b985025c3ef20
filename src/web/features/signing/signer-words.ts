// How signers and their progress read on screen (docs/spec.md §1: joint subscribers and spouses sign too).
import type { SignerRole, SignerSummary } from '../../../shared/api/signing';

export const ROLE_LABELS: Record<SignerRole, string> = {
  investor: 'Subscriber',
  coInvestor: 'Joint subscriber',
  spouse: 'Spouse',
};

/** A day in the reader's locale, e.g. 'May 4, 2026'. */
export const formatDay = (iso: string, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(timeZone && { timeZone }) }).format(new Date(iso));

export const signerStatusText = (signer: SignerSummary, options?: { locale?: string; timeZone?: string }): string => {
  if (signer.status === 'signed' && signer.signedAt) return `Signed on ${formatDay(signer.signedAt, options)}`;
  if (signer.invitedAt) return `Waiting for signature (e-mail sent ${formatDay(signer.invitedAt, options)})`;
  return signer.role === 'investor' ? 'Waiting for signature' : 'Will receive an e-mail once the subscriber has signed';
};
