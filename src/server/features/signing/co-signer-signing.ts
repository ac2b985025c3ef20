// A co-signer's signing in their own verified session (docs/design.md §7): the same readable agreement, disclosure and
// signature adoption as the investor's, and the seal once they are the last to sign.
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import { findFund } from '../funds/public-api';
import type { CoSignerSession } from './co-signer-access';
import { ESIGN_DISCLOSURE } from './esign-disclosure';
import { DISCLOSURE_CHANGED } from './investor-signing';
import { adoptedSignature } from './signature-input';
import type { EnvelopeState, SigningEvidence } from './signature-provider';
import type { SigningDeps } from './signing-deps';
import { completedMail } from './signing-mail';
import { signingView } from './signing-view';
import { syncTransaction } from './transaction-sync';

export const AGREEMENT_GONE = 'This agreement is no longer available.';

export const coSignerDocumentUrl = (signerId: string): string => `/api/signing/co-signer/${signerId}/document`;

const stateOf = async (deps: SigningDeps, { signer }: CoSignerSession) => {
  const state = await deps.provider.findEnvelope({ envelopeId: signer.envelopeId });
  const me = state?.signers.find((s) => s.signerId === signer.id);
  const found = state && (await findFund(deps.db, state.fundSlug));
  if (!state || !me || !found) throw new HttpError(404, AGREEMENT_GONE);
  return { state, me, fundName: found.fund.name };
};

const viewOf = async (deps: SigningDeps, access: CoSignerSession): Promise<SigningView> => {
  const { state, me, fundName } = await stateOf(deps, access);
  return signingView(state, me, { fundName, documentUrl: coSignerDocumentUrl(me.signerId) });
};

export const openCoSignerSigning = async (deps: SigningDeps, access: CoSignerSession, evidence: SigningEvidence) => {
  const view = await viewOf(deps, access);
  await deps.provider.openSession({ envelopeId: view.envelopeId, signerId: access.signer.id, evidence });
  return view;
};

export const acceptDisclosureAsCoSigner = async (
  deps: SigningDeps,
  access: CoSignerSession,
  { disclosureSha256, evidence }: { disclosureSha256: string; evidence: SigningEvidence },
): Promise<SigningView> => {
  if (disclosureSha256 !== ESIGN_DISCLOSURE.sha256) throw new HttpError(409, DISCLOSURE_CHANGED);
  const { state, me } = await stateOf(deps, access);
  if (me.status === 'pending') {
    await deps.provider.recordConsent({
      envelopeId: state.envelopeId,
      signerId: me.signerId,
      disclosureSha256,
      evidence,
    });
  }
  return viewOf(deps, access);
};

const notifyOwner = async (deps: SigningDeps, state: EnvelopeState, fundName: string) => {
  const owner = state.signers.find((s) => s.role === 'investor');
  if (!owner) return;
  const link = `${deps.config.publicUrl}/investment-summary#${state.transactionId}`;
  await deliverMail(deps.db, deps.mailer, completedMail({ to: owner.email, fundName, link }));
};

export const signAsCoSigner = async (
  deps: SigningDeps,
  access: CoSignerSession,
  { signature, evidence }: { signature: AdoptedSignature; evidence: SigningEvidence },
): Promise<SigningView> => {
  const { state, me, fundName } = await stateOf(deps, access);
  if (me.status === 'pending') {
    const mark = await adoptedSignature(signature);
    const hint = maskEmail(me.email);
    const signed = await deps.provider.sign({
      envelopeId: state.envelopeId,
      signerId: me.signerId,
      mark,
      authMethod: `Single-use link e-mailed to ${hint}, then a one-time code sent to ${hint}`,
      evidence,
    });
    await syncTransaction(deps, signed.state);
    if (signed.isNewlySigned && signed.state.status === 'completed') await notifyOwner(deps, signed.state, fundName);
  }
  return viewOf(deps, access);
};
