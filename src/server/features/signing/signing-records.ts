// Records of a signing for the investor and admins: who still has to sign (the investment summary), resending a
// co-signer's link, the agreement and its tax form as PDFs, and the check of the seal.
import type { SigningStatusAnswer, VerifyDocumentAnswer } from '../../../shared/api/signing';
import { HttpError } from '../../http-error';
import { isUuid } from '../investment-flow/public-api';
import { invitableSigners, isCoSigner, sendInvitation } from './co-signer-invitations';
import { loadOwnTransaction } from './investor-signing';
import type { AgreementPdf, EnvelopeState, SigningEvidence } from './signature-provider';
import type { SigningDeps } from './signing-deps';
import { IMPERSONATION_CANNOT_SEND, signingStatus } from './signing-view';
import { collectsTaxForms } from './tax-form-setting';
import { taxFormNote } from './tax-form-view';
import { syncTransaction } from './transaction-sync';

export const SIGNER_NOT_FOUND = 'Signer not found.';
export const ALREADY_SIGNED = 'This person has already signed.';
export const NOT_YET_INVITABLE = 'The investor signs first; the e-mail goes out as soon as they have.';
export const JUST_SENT = 'An e-mail was sent a moment ago. Please wait a minute before sending another.';
export const NOT_SENT = 'We could not send the e-mail just now. Please try again in a few minutes.';
export const NOT_SEALED = 'This agreement is not fully signed yet.';
export const AGREEMENT_NOT_FOUND = 'Agreement not found.';
export const TAX_FORM_NOT_FOUND = 'This investment has no tax form.';

/** A resend waits this long after the last e-mail, so a double click sends one. */
export const RESEND_PAUSE_MS = 60_000;

/** The IRA's note, when the fund collects tax forms (docs/signing.md 'The tax form'). */
const noteOf = async (deps: SigningDeps, { record, found }: Awaited<ReturnType<typeof loadOwnTransaction>>) =>
  taxFormNote({
    collectTaxForms: await collectsTaxForms(deps.db, found.fund.slug),
    methodOfInvestment: record.values.methodOfInvestment,
  });

export const statusForInvestor = async (
  deps: SigningDeps,
  userId: string,
  transactionId: string,
): Promise<SigningStatusAnswer> => {
  const loaded = await loadOwnTransaction(deps, transactionId, userId);
  const state = await deps.provider.findEnvelope({ transactionId });
  if (state) await syncTransaction(deps, state);
  return signingStatus(state, { taxFormNote: await noteOf(deps, loaded) });
};

export const resendInvitation = async (
  deps: SigningDeps,
  { userId, isImpersonating }: { userId: string; isImpersonating: boolean },
  { transactionId, signerId }: { transactionId: string; signerId: string },
): Promise<SigningStatusAnswer> => {
  const loaded = await loadOwnTransaction(deps, transactionId, userId);
  const { found } = loaded;
  if (isImpersonating) throw new HttpError(403, IMPERSONATION_CANNOT_SEND);
  const state = await deps.provider.findEnvelope({ transactionId });
  const signer = state?.signers.find((s) => s.signerId === signerId);
  if (!state || !signer || !isCoSigner(signer)) throw new HttpError(404, SIGNER_NOT_FOUND);
  if (signer.status === 'signed') throw new HttpError(409, ALREADY_SIGNED);
  if (!invitableSigners(state).some((s) => s.signerId === signerId)) throw new HttpError(409, NOT_YET_INVITABLE);
  if (signer.invitedAt && deps.now().getTime() - signer.invitedAt.getTime() < RESEND_PAUSE_MS) {
    throw new HttpError(429, JUST_SENT);
  }
  const isSent = await sendInvitation(deps, state, signer, { fundName: found.fund.name, isReminder: false });
  if (!isSent) throw new HttpError(503, NOT_SENT);
  return signingStatus(await deps.provider.findEnvelope({ transactionId }), {
    taxFormNote: await noteOf(deps, loaded),
  });
};

/** The envelope of a transaction the caller owns, or any envelope for an admin. */
export const envelopeFor = async (
  deps: SigningDeps,
  { transactionId, userId, isAdmin }: { transactionId: string; userId: string; isAdmin: boolean },
): Promise<EnvelopeState> => {
  if (!isAdmin) await loadOwnTransaction(deps, transactionId, userId);
  const state = isUuid(transactionId) ? await deps.provider.findEnvelope({ transactionId }) : undefined;
  if (!state) throw new HttpError(404, AGREEMENT_NOT_FOUND);
  return state;
};

/** An envelope by its id, for its owner or an admin; 404 for anyone else (whether it exists is not disclosed). */
export const envelopeById = async (
  deps: SigningDeps,
  { envelopeId, userId, isAdmin }: { envelopeId: string; userId: string; isAdmin: boolean },
): Promise<EnvelopeState> => {
  const state = isUuid(envelopeId) ? await deps.provider.findEnvelope({ envelopeId }) : undefined;
  if (!state || (!isAdmin && state.ownerUserId !== userId)) throw new HttpError(404, AGREEMENT_NOT_FOUND);
  return state;
};

/** `evidence`: the download it is recorded as (`document.downloaded`); a copy drawn in the viewer is recorded as none. */
export const agreementPdf = async (
  deps: SigningDeps,
  state: EnvelopeState,
  evidence?: SigningEvidence,
): Promise<AgreementPdf> => {
  const pdf = await deps.provider.document({ envelopeId: state.envelopeId, evidence });
  if (!pdf) throw new HttpError(404, AGREEMENT_NOT_FOUND);
  return pdf;
};

/** The tax form signed with the agreement, as it stands; 404 when the envelope carries none. */
export const taxFormPdf = async (
  deps: SigningDeps,
  state: EnvelopeState,
  evidence?: SigningEvidence,
): Promise<AgreementPdf> => {
  const pdf =
    state.taxForm && (await deps.provider.document({ envelopeId: state.envelopeId, document: 'taxForm', evidence }));
  if (!pdf) throw new HttpError(404, TAX_FORM_NOT_FOUND);
  return pdf;
};

export const verifySeal = async (
  deps: SigningDeps,
  state: EnvelopeState,
  { copy, evidence }: { copy?: Uint8Array; evidence: SigningEvidence },
): Promise<VerifyDocumentAnswer> => {
  const check = await deps.provider.verify({ envelopeId: state.envelopeId, evidence, ...(copy && { copy }) });
  if (!check) throw new HttpError(409, NOT_SEALED);
  return {
    envelopeId: state.envelopeId,
    recordedSha256: check.recordedSha256,
    computedSha256: check.computedSha256,
    isAltered: check.isAltered,
    isEarlierSeal: check.isEarlierSeal,
    completedAt: check.completedAt.toISOString(),
  };
};
