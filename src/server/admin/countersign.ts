// The fund's countersignature on an approved, fully signed agreement (issue 'Decisions'): stamped, resealed and the
// certificate extended by the signature provider. The provider's `countersign` is the one call this needs; until the
// provider offers it, the back office says so (501) rather than stamping a PDF behind the provider's back.
import type { EnvelopeState, SignatureProvider, SigningEvidence } from '../esign/signature-provider';
import { HttpError } from '../http-error';
import { recordAdminAction } from './admin-audit';
import type { AdminDeps } from './admin-deps';
import { loadTransaction } from './decisions';

export const NOT_APPROVED = 'Approve the investment before the fund countersigns.';
export const NOT_FULLY_SIGNED = 'Every signer must sign before the fund countersigns.';
export const COUNTERSIGN_UNAVAILABLE =
  'Countersigning is not available yet: the signature provider cannot add the fund’s countersignature.';

/** Who signs for the fund, as the certificate shows them. */
export type FundSignatory = { userId: string; name: string; title: string; email: string };

export type CountersignRequest = {
  envelopeId: string;
  signatory: FundSignatory;
  /** How the portal established who the signatory is, in words for the certificate. */
  authMethod: string;
  evidence: SigningEvidence;
};

/** What the back office needs from the provider: stamp the countersignature, reseal, extend the certificate. */
export type CountersigningProvider = SignatureProvider & {
  countersign: (request: CountersignRequest) => Promise<EnvelopeState>;
};

export const canCountersign = (provider: SignatureProvider): provider is CountersigningProvider =>
  typeof (provider as Partial<CountersigningProvider>).countersign === 'function';

export const countersignTransaction = async (
  deps: AdminDeps,
  {
    signatory,
    transactionId,
    evidence,
  }: { signatory: FundSignatory; transactionId: string; evidence: SigningEvidence },
): Promise<EnvelopeState> => {
  const source = await loadTransaction(deps, transactionId);
  if (source.transaction.isApproved !== true) throw new HttpError(409, NOT_APPROVED);
  const state = await deps.provider.findEnvelope({ transactionId });
  if (state?.status !== 'completed') throw new HttpError(409, NOT_FULLY_SIGNED);
  const { provider } = deps;
  if (!canCountersign(provider)) throw new HttpError(501, COUNTERSIGN_UNAVAILABLE);
  const countersigned = await provider.countersign({
    envelopeId: state.envelopeId,
    signatory,
    authMethod: 'Logged in to the back office with e-mail and password as an administrator',
    evidence,
  });
  await recordAdminAction(deps, {
    actorUserId: signatory.userId,
    action: 'transaction.countersigned',
    target: transactionId,
    details: { envelopeId: state.envelopeId, signatory: signatory.name, sealedSha256: countersigned.sealedSha256 },
  });
  return countersigned;
};
