// The fund's countersignature on an approved, fully signed agreement (docs/admin.md 'Decisions'): stamped, resealed
// and the certificate extended by the signature provider, never behind its back. A provider without `countersign`
// is answered plainly (501). Once only: a second countersignature is refused, and so is one while the admin acts as
// an investor (a signature comes from a session that is nobody else's, as e-signature requires of signers).

import { tryLifecycleEvent } from '../../../../../machines/lifecycle-runner';
import { loginMethodWords } from '../../../../shared/domain/login-method';
import { recordAdminAction } from '../../../audit/record-action';
import { HttpError } from '../../../http-error';
import type { UserRecord } from '../../auth-and-accounts/public-api';
import {
  CountersignRefused,
  type EnvelopeState,
  type FundSignatory,
  type SignatureProvider,
  type SigningEvidence,
} from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import type { PipelineSource } from '../pipeline/pipeline-repository';
import { lifecycleOf, loadTransaction } from './decisions';

export const NOT_APPROVED = 'Approve the investment before the fund countersigns.';
export const NOT_FULLY_SIGNED = 'Every signer must sign before the fund countersigns.';
export const ALREADY_COUNTERSIGNED = 'Already countersigned.';
export const COUNTERSIGN_UNAVAILABLE =
  'Countersigning is not available: the signature provider cannot add the fund’s countersignature.';
export const STOP_ACTING_FIRST =
  'You are acting as an investor. Stop acting as them before you countersign for the fund.';
export const TITLE_REQUIRED = 'Please enter the signatory’s title, as it should appear under the signature.';
export const TITLE_MAX = 100;
export const DEFAULT_TITLE = 'Authorized signatory';
/** How the fund's signatory was authenticated, as the certificate states it: the factors of the admin's login. */
export const backOfficeAuth = (evidence: SigningEvidence): string =>
  `Logged in to the back office as an administrator with ${loginMethodWords(evidence.loginMethod)}`;

export type { FundSignatory };

/** What the back office needs from the provider: stamp the countersignature, reseal, extend the certificate. */
export type CountersigningProvider = SignatureProvider & Required<Pick<SignatureProvider, 'countersign'>>;

export const canCountersign = (provider: SignatureProvider): provider is CountersigningProvider =>
  typeof provider.countersign === 'function';

/** The admin who signs for the fund, with the title typed in (trimmed, spaces collapsed; 1–100 characters). */
export const fundSignatory = (user: UserRecord, rawTitle: string | undefined): FundSignatory => {
  const title = (rawTitle ?? DEFAULT_TITLE).trim().replace(/\s+/g, ' ');
  if (title === '' || title.length > TITLE_MAX) {
    throw new HttpError(400, TITLE_REQUIRED, { fields: { signatoryTitle: TITLE_REQUIRED } });
  }
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { userId: user.id, name, title, email: user.email };
};

/**
 * The lifecycle machine's refusal of COUNTERSIGN in the words the back office has always used: not approved yet, not
 * signed by everyone, already countersigned; any other reason (withdrawn, funded) in the machine's own words.
 */
const countersignRefusal = (source: PipelineSource, machineWords: string): string => {
  if (source.transaction.isApproved !== true) return NOT_APPROVED;
  if (source.envelope?.status !== 'completed') return NOT_FULLY_SIGNED;
  if (source.envelope.countersignedAt != null) return ALREADY_COUNTERSIGNED;
  return machineWords;
};

/**
 * Countersigns once the lifecycle machine accepts COUNTERSIGN at the stage stored data stands at (approved, everyone
 * signed, not declined, withdrawn or countersigned): decided here, once; the provider only performs the act, on the
 * seal the decision read, and answers the envelope after it.
 */
export const countersignTransaction = async (
  deps: AdminDeps,
  {
    signatory,
    transactionId,
    evidence,
  }: { signatory: FundSignatory; transactionId: string; evidence: SigningEvidence },
): Promise<EnvelopeState> => {
  const source = await loadTransaction(deps, transactionId);
  const outcome = tryLifecycleEvent(lifecycleOf(source), { type: 'COUNTERSIGN' });
  if (!outcome.isAccepted) throw new HttpError(409, countersignRefusal(source, outcome.message));
  // An agreement signed outside the portal has no seal here to countersign.
  const sealed = source.envelope?.status === 'completed' ? source.envelope : undefined;
  if (!sealed?.sealedSha256) throw new HttpError(409, NOT_FULLY_SIGNED);
  const { provider } = deps;
  if (!canCountersign(provider)) throw new HttpError(501, COUNTERSIGN_UNAVAILABLE);
  let countersigned: Awaited<ReturnType<CountersigningProvider['countersign']>>;
  try {
    countersigned = await provider.countersign({
      envelopeId: sealed.id,
      sealedSha256: sealed.sealedSha256,
      signatory,
      authMethod: backOfficeAuth(evidence),
      evidence,
    });
  } catch (error) {
    // The seal the machine decided on was replaced meanwhile: only a countersignature replaces a seal.
    if (error instanceof CountersignRefused) throw new HttpError(409, ALREADY_COUNTERSIGNED);
    throw error;
  }
  const { state, eventId } = countersigned;
  await recordAdminAction(deps, {
    actorUserId: signatory.userId,
    action: 'transaction.countersigned',
    target: transactionId,
    details: {
      userId: source.transaction.userId,
      envelopeId: state.envelopeId,
      signatory: signatory.name,
      title: signatory.title,
      previousSha256: sealed.sealedSha256,
      sealedSha256: state.sealedSha256,
      signingEventId: eventId,
    },
    at: evidence.at,
  });
  return state;
};
