// A co-signer's signing in their own verified session (docs/design.md §7): the same readable agreement, disclosure and
// signature adoption as the investor's, and the seal once they are the last to sign.
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import { findFund } from '../funds/public-api';
import { AGREEMENT_VOIDED, type CoSignerSession } from './co-signer-access';
import { ESIGN_DISCLOSURE } from './esign-disclosure';
import { DISCLOSURE_CHANGED } from './investor-signing';
import { adoptedSignature } from './signature-input';
import type { EnvelopeSigner, EnvelopeState, SigningEvidence } from './signature-provider';
import { auditSigningAct, type SigningAct } from './signing-audit';
import type { SigningDeps } from './signing-deps';
import { completedMail } from './signing-mail';
import { signingView } from './signing-view';
import { syncTransaction } from './transaction-sync';

export const AGREEMENT_GONE = 'This agreement is no longer available.';

export const coSignerDocumentUrl = (signerId: string): string => `/api/signing/co-signer/${signerId}/document`;

/** The envelope as it stands, read once per request: its session's access left the voided check to this read. */
export const coSignerStateOf = async (deps: SigningDeps, { signer }: CoSignerSession) => {
  const state = await deps.provider.findEnvelope({ envelopeId: signer.envelopeId });
  if (state?.isVoided) throw new HttpError(409, AGREEMENT_VOIDED);
  const me = state?.signers.find((s) => s.signerId === signer.id);
  const found = state && (await findFund(deps.db, state.fundSlug));
  if (!state || !me || !found) throw new HttpError(404, AGREEMENT_GONE);
  return { state, me, fundName: found.fund.name, fund: found.fund };
};

/** The co-signer's view of the envelope as an act left it (passed along, not read again). */
const viewOf = (state: EnvelopeState, signerId: string, fundName: string): SigningView => {
  const me = state.signers.find((s) => s.signerId === signerId);
  if (!me) throw new HttpError(404, AGREEMENT_GONE);
  return signingView(state, me, { fundName, documentUrl: coSignerDocumentUrl(me.signerId) });
};

export const openCoSignerSigning = async (deps: SigningDeps, access: CoSignerSession, evidence: SigningEvidence) => {
  const { state, me, fundName } = await coSignerStateOf(deps, access);
  await deps.provider.openSession({ envelopeId: state.envelopeId, signerId: me.signerId, evidence });
  return viewOf(state, me.signerId, fundName);
};

export const acceptDisclosureAsCoSigner = async (
  deps: SigningDeps,
  access: CoSignerSession,
  { disclosureSha256, evidence }: { disclosureSha256: string; evidence: SigningEvidence },
): Promise<SigningView> => {
  if (disclosureSha256 !== ESIGN_DISCLOSURE.sha256) throw new HttpError(409, DISCLOSURE_CHANGED);
  const { state, me, fundName } = await coSignerStateOf(deps, access);
  if (me.status !== 'pending') return viewOf(state, me.signerId, fundName);
  const consented = await deps.provider.recordConsent({
    envelopeId: state.envelopeId,
    signerId: me.signerId,
    disclosureSha256,
    evidence,
  });
  if (consented.eventId !== null) await auditCoSigner(deps, state, me, 'consent.accepted', consented.eventId, evidence);
  const after = consented.signer
    ? {
        ...state,
        signers: state.signers.map((s) => (s.signerId === me.signerId && consented.signer ? consented.signer : s)),
      }
    : state;
  return viewOf(after, me.signerId, fundName);
};

/** The co-signer's act in the audit log, naming its signing event: no portal account acts, the signer is named. */
const auditCoSigner = (
  deps: SigningDeps,
  state: EnvelopeState,
  me: EnvelopeSigner,
  action: SigningAct['action'],
  signingEventId: number,
  evidence: SigningEvidence,
) =>
  auditSigningAct(deps.db, {
    action,
    actorUserId: null,
    transactionId: state.transactionId,
    envelopeId: state.envelopeId,
    signerId: me.signerId,
    signingEventId,
    at: evidence.at,
  });

const notifyOwner = async (deps: SigningDeps, state: EnvelopeState, fundName: string) => {
  const owner = state.signers.find((s) => s.role === 'investor');
  if (!owner) return;
  const link = `${deps.config.publicUrl}/investment-summary#${state.transactionId}`;
  await deliverMail(deps.db, deps.mailer, completedMail({ to: owner.email, fundName, fundSlug: state.fundSlug, link }));
};

export const signAsCoSigner = async (
  deps: SigningDeps,
  access: CoSignerSession,
  { signature, evidence }: { signature: AdoptedSignature; evidence: SigningEvidence },
): Promise<SigningView> => {
  const { state, me, fundName, fund } = await coSignerStateOf(deps, access);
  if (me.status !== 'pending') return viewOf(state, me.signerId, fundName);
  const mark = await adoptedSignature(signature);
  const hint = maskEmail(me.email);
  const signed = await deps.provider.sign({
    envelopeId: state.envelopeId,
    signerId: me.signerId,
    mark,
    authMethod: `Single-use link e-mailed to ${hint}, then a one-time code sent to ${hint}`,
    evidence,
  });
  if (signed.eventId !== null) await auditCoSigner(deps, state, me, 'signature.signed', signed.eventId, evidence);
  // The fund as read above: its identity-check settings say whether the last signature screens (docs/kyc.md).
  await syncTransaction(deps, signed.state, undefined, fund);
  if (signed.isNewlySigned && signed.state.status === 'completed') await notifyOwner(deps, signed.state, fundName);
  return viewOf(signed.state, me.signerId, fundName);
};
