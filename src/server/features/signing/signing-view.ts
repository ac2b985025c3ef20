// What a signer's browser is answered (src/shared/api/signing.ts): the readable view of the filled agreement, the
// disclosure to accept, the signers and whether this signer may sign now.
import type {
  GoverningDocumentLink,
  SignerSummary,
  SigningStatusAnswer,
  SigningView,
} from '../../../shared/api/signing';
import { maskEmail } from '../../mail/mask-email';
import { agreementLines } from './agreement-data';
import { ESIGN_DISCLOSURE } from './esign-disclosure';
import { readingView } from './reading-view';
import type { EnvelopeSigner, EnvelopeState } from './signature-provider';
import { investorTaxFormUrl, taxFormRecord, taxFormView } from './tax-form-view';

export const IMPERSONATION_CANNOT_SIGN = 'An administrator acting as an investor cannot sign for them.';
/** Acting as an investor is read-only: the agreement is only read, never prepared anew or sent on (back office). */
export const IMPERSONATION_NO_AGREEMENT =
  'The investor has not opened their agreement yet. It is prepared when they do, and can be read here after that.';
export const IMPERSONATION_CANNOT_SEND = 'An administrator acting as an investor cannot send their invitations.';
export const WAITING_FOR_INVESTOR = 'The investor signs first; you can sign as soon as they have.';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export const signerSummary = (signer: EnvelopeSigner): SignerSummary => ({
  signerId: signer.signerId,
  role: signer.role,
  name: signer.name,
  emailHint: maskEmail(signer.email),
  status: signer.status,
  signedAt: iso(signer.signedAt),
  invitedAt: iso(signer.invitedAt),
});

/** Why this signer cannot sign now; null when they can (or already have). */
export const cannotSignReason = (
  state: EnvelopeState,
  signer: EnvelopeSigner,
  { isImpersonating }: { isImpersonating: boolean },
): string | null => {
  if (signer.status === 'signed') return null;
  if (isImpersonating) return IMPERSONATION_CANNOT_SIGN;
  const isWaiting = state.signers.some((s) => s.routingOrder < signer.routingOrder && s.status !== 'signed');
  return isWaiting ? WAITING_FOR_INVESTOR : null;
};

type ViewOptions = {
  fundName: string;
  documentUrl: string;
  isImpersonating?: boolean;
  governingDocuments?: GoverningDocumentLink[];
};

export const signingView = (
  state: EnvelopeState,
  signer: EnvelopeSigner,
  { fundName, documentUrl, isImpersonating = false, governingDocuments = [] }: ViewOptions,
): SigningView => {
  const reason = cannotSignReason(state, signer, { isImpersonating });
  return {
    envelopeId: state.envelopeId,
    transactionIntegrationId: state.transactionId,
    fundName,
    status: state.status,
    documentUrl,
    lines: agreementLines(state.fields),
    reading: state.isPortalAgreement ? readingView(state.fields) : null,
    disclosure: ESIGN_DISCLOSURE,
    signers: state.signers.map(signerSummary),
    me: {
      signerId: signer.signerId,
      role: signer.role,
      name: signer.name,
      hasConsented: signer.consentedAt !== null,
      hasSigned: signer.status === 'signed',
    },
    canSign: signer.status === 'pending' && reason === null,
    cannotSignReason: reason,
    // The investor (the primary signer) signs the tax form too; co-signers sign the agreement alone.
    taxForm: signer.role === 'investor' ? taxFormView(state) : null,
    governingDocuments: signer.role === 'investor' ? governingDocuments : [],
  };
};

export const investorDocumentUrl = (transactionId: string): string =>
  `/api/signing/transactions/${transactionId}/document`;

export const signingStatus = (
  state: EnvelopeState | undefined,
  { taxFormNote = null }: { taxFormNote?: string | null } = {},
): SigningStatusAnswer => ({
  envelopeId: state?.envelopeId ?? null,
  status: state?.status ?? null,
  signers: state?.signers.map(signerSummary) ?? [],
  pendingNames: state?.signers.filter((s) => s.status === 'pending').map((s) => s.name) ?? [],
  sealedSha256: state?.sealedSha256 ?? null,
  completedAt: iso(state?.completedAt ?? null),
  countersignedAt: iso(state?.countersignature?.at ?? null),
  downloadUrl: state?.status === 'completed' ? `${investorDocumentUrl(state.transactionId)}?download=true` : null,
  taxForm: state ? taxFormRecord(state, investorTaxFormUrl(state.transactionId)) : null,
  taxFormNote,
});
