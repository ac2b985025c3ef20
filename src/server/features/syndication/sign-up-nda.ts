// Sign-up step 2 (docs/spec.md §4): the non-disclosure agreement, signed through the signature provider like a subscription
// agreement (docs/design.md §7: ESIGN consent to a hashed disclosure, intent to sign, typed or drawn signature, a stamped
// and sealed PDF with its SHA-256). Signing records the NDA completion date through the machine; an administrator
// acting as the investor cannot sign for them.

import { resumeSignUp } from '../../../../machines/syndication-sign-up.machine';
import type { AdoptedSignature } from '../../../shared/api/signing';
import type { NdaView } from '../../../shared/api/syndication';
import { loginMethodWords } from '../../../shared/domain/login-method';
import { HttpError } from '../../http-error';
import { maskEmail } from '../../mail/mask-email';
import { signingDay } from '../../pdf/signing-day';
import type { AgreementPdf, DocumentEnvelopeState, EnvelopeSigner, PlannedSigner } from '../signing/public-api';
import { adoptedSignature, DISCLOSURE_CHANGED, IMPERSONATION_CANNOT_SIGN } from '../signing/public-api';
import { NDA_DISCLOSURE } from './nda-disclosure';
import { buildNdaPdf } from './nda-pdf';
import { NDA_TITLE } from './nda-text';
import { recordSignUpAction } from './sign-up-audit';
import { loadSignUp, saveSignUp } from './sign-up-store';
import { advanceSignUp, stageConflict, stageOf } from './sign-up-transition';
import type { SignUpCaller, SyndicationDeps } from './syndication-deps';
import { NDA_DOCUMENT_URL } from './syndication-status';

export const NDA_NOT_OPENED = 'Please open the non-disclosure agreement before you accept or sign it.';
export const NDA_NOT_FOUND = 'You have no non-disclosure agreement yet.';

const PURPOSE = 'syndicationNda';

const signerOf = ({ user }: SignUpCaller): PlannedSigner => ({
  role: 'investor',
  routingOrder: 1,
  name: `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.email,
  email: user.email,
  userId: user.id,
});

const recipientOf = (state: DocumentEnvelopeState): EnvelopeSigner => {
  const recipient = state.signers.find((s) => s.role === 'investor');
  if (!recipient) throw new Error(`NDA envelope ${state.envelopeId} has no recipient`);
  return recipient;
};

const ndaView = (state: DocumentEnvelopeState, caller: SignUpCaller): NdaView => {
  const recipient = recipientOf(state);
  const hasSigned = recipient.status === 'signed';
  const cannotSignReason = !hasSigned && caller.impersonator ? IMPERSONATION_CANNOT_SIGN : null;
  return {
    documentUrl: NDA_DOCUMENT_URL,
    lines: [
      { label: 'Agreement', value: NDA_TITLE },
      { label: 'Recipient', value: recipient.name },
      { label: 'E-mail', value: maskEmail(recipient.email) },
      { label: 'Confidentiality', value: 'Three years after you last receive deal information' },
      { label: 'Governing law', value: 'State of Delaware' },
    ],
    disclosure: NDA_DISCLOSURE,
    hasConsented: recipient.consentedAt !== null,
    hasSigned,
    canSign: !hasSigned && cannotSignReason === null,
    cannotSignReason,
  };
};

/** 409 unless the investor's sign-up is at the NDA step. */
const requireNdaStage = async (deps: SyndicationDeps, userId: string): Promise<void> => {
  const { fields } = await loadSignUp(deps.db, userId);
  const snapshot = resumeSignUp(fields, deps.now());
  if (!snapshot.can({ type: 'NDA_SIGNED', at: deps.now().toISOString() })) throw stageConflict(stageOf(snapshot));
};

const existingNda = async (deps: SyndicationDeps, userId: string): Promise<DocumentEnvelopeState> => {
  const state = await deps.provider.findDocumentEnvelope({ purpose: PURPOSE, ownerUserId: userId });
  if (!state) throw new HttpError(409, NDA_NOT_OPENED);
  return state;
};

/** The signed NDA completes step 2 (once): NDA_SIGNED through the machine, under the investor's row lock. */
const completeNdaStep = async (deps: SyndicationDeps, caller: SignUpCaller, state: DocumentEnvelopeState) => {
  if (state.status !== 'completed') return;
  const at = state.completedAt ?? deps.now();
  const isRecorded = await deps.db.transaction(async (tx) => {
    const { fields } = await loadSignUp(tx, caller.user.id, { lock: true });
    if (!resumeSignUp(fields, deps.now()).can({ type: 'NDA_SIGNED', at: at.toISOString() })) return false;
    const next = advanceSignUp(fields, deps.now(), { type: 'NDA_SIGNED', at: at.toISOString() });
    await saveSignUp(tx, caller.user.id, next.context.investments);
    return true;
  });
  if (isRecorded) {
    await recordSignUpAction(deps, caller, 'syndication.nda-signed', {
      envelopeId: state.envelopeId,
      sha256: state.sealedSha256,
    });
  }
};

/** POST /api/syndication/nda/open: prepares the investor's NDA (again, if their name changed before signing). */
export const openNda = async (deps: SyndicationDeps, caller: SignUpCaller): Promise<NdaView> => {
  await requireNdaStage(deps, caller.user.id);
  const signer = signerOf(caller);
  const found = await deps.provider.findDocumentEnvelope({ purpose: PURPOSE, ownerUserId: caller.user.id });
  const recipient = found && recipientOf(found);
  const isCurrent =
    recipient !== undefined &&
    (recipient.status === 'signed' || (recipient.name === signer.name && recipient.email === signer.email));
  let state = found;
  if (!state || !isCurrent) {
    const at = deps.now();
    const parties = { recipientName: signer.name, recipientEmail: signer.email, effectiveDate: signingDay(at) };
    const { pdf, placements } = await buildNdaPdf(parties, at);
    state = await deps.provider.prepareDocumentEnvelope({
      purpose: PURPOSE,
      ownerUserId: caller.user.id,
      fileName: 'syndication-program-nda.pdf',
      pdf,
      placements,
      signers: [signer],
      at,
    });
  }
  await completeNdaStep(deps, caller, state);
  await deps.provider.openSession({
    envelopeId: state.envelopeId,
    signerId: recipientOf(state).signerId,
    evidence: caller.evidence,
  });
  return ndaView(state, caller);
};

/** POST /api/syndication/nda/consent: ESIGN consent to the disclosure whose text hashes to `disclosureSha256`. */
export const consentToNda = async (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  disclosureSha256: string,
): Promise<NdaView> => {
  if (caller.impersonator) throw new HttpError(403, IMPERSONATION_CANNOT_SIGN);
  if (disclosureSha256 !== NDA_DISCLOSURE.sha256) throw new HttpError(409, DISCLOSURE_CHANGED);
  await requireNdaStage(deps, caller.user.id);
  const state = await existingNda(deps, caller.user.id);
  const recipient = recipientOf(state);
  if (recipient.status === 'pending') {
    await deps.provider.recordConsent({
      envelopeId: state.envelopeId,
      signerId: recipient.signerId,
      disclosureSha256,
      evidence: caller.evidence,
    });
  }
  return ndaView(await existingNda(deps, caller.user.id), caller);
};

/** POST /api/syndication/nda/sign: the adopted signature; the NDA is sealed and step 2 completes. */
export const signNda = async (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  signature: AdoptedSignature,
): Promise<void> => {
  if (caller.impersonator) throw new HttpError(403, IMPERSONATION_CANNOT_SIGN);
  await requireNdaStage(deps, caller.user.id);
  let state = await existingNda(deps, caller.user.id);
  const recipient = recipientOf(state);
  if (recipient.status === 'pending') {
    const mark = await adoptedSignature(signature);
    const signed = await deps.provider.signDocument({
      envelopeId: state.envelopeId,
      signerId: recipient.signerId,
      mark,
      authMethod: `Logged in to the portal as ${maskEmail(recipient.email)} (${loginMethodWords(caller.evidence.loginMethod)})`,
      evidence: caller.evidence,
    });
    state = signed.state;
  }
  await completeNdaStep(deps, caller, state);
};

/** GET /api/syndication/nda/document: the NDA as it stands, for its owner only. */
export const ndaDocument = async (deps: SyndicationDeps, caller: SignUpCaller): Promise<AgreementPdf> => {
  const state = await deps.provider.findDocumentEnvelope({ purpose: PURPOSE, ownerUserId: caller.user.id });
  const pdf = state && (await deps.provider.document({ envelopeId: state.envelopeId, evidence: caller.evidence }));
  if (!pdf) throw new HttpError(404, NDA_NOT_FOUND);
  return pdf;
};
