// The sign-up's own steps (docs/spec.md §4 'Syndication program'): the first visit, step 1's acknowledgments, and the two
// proofs of steps 3 and 4. Each runs in one database transaction holding the investor's row: the machine decides
// whether the step is open (409 otherwise), and what it recorded is saved together with the upload and its work item,
// or nothing is.

import { resumeSignUp } from '../../../../machines/syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from '../../../../machines/syndication-sign-up.machine.types';
import type { AccreditationRequest, IdentityRequest, VerificationKind } from '../../../shared/api/syndication';
import type { Db } from '../../db/database';
import { HttpError } from '../../http-error';
import type { CheckedUpload } from '../../security/upload-check';
import { acknowledgmentsSha256, acknowledgmentsTextOf } from './acknowledgments-text';
import { recordSignUpAction } from './sign-up-audit';
import { ensureProfile, loadSignUp, saveSignUp } from './sign-up-store';
import { advanceSignUp, requireOpenStep, stageOf } from './sign-up-transition';
import type { SignUpCaller, SyndicationDeps } from './syndication-deps';
import { createSyndicationRepositories } from './syndication-repositories';
import type { VerificationDetails } from './verifications-repository';

export const ACKNOWLEDGMENTS_CHANGED = 'The acknowledgments have changed. Please read them again before accepting.';
export const IMPERSONATION_CANNOT_ACKNOWLEDGE =
  'An administrator acting as an investor cannot accept the acknowledgments for them.';

/** Rehydrates the investor's sign-up under a row lock, takes `event` and saves what the machine recorded. */
const step = <T>(
  deps: SyndicationDeps,
  userId: string,
  event: SyndicationSignUpEvent,
  alongside: (tx: Db) => Promise<T>,
): Promise<T> =>
  deps.db.transaction(async (tx) => {
    const { fields } = await loadSignUp(tx, userId, { lock: true });
    const next = advanceSignUp(fields, deps.now(), event);
    await saveSignUp(tx, userId, next.context.investments);
    return alongside(tx);
  });

/** POST /api/syndication/start: the first visit records the start date; later visits change nothing. */
export const startSignUp = async (deps: SyndicationDeps, caller: SignUpCaller): Promise<void> => {
  const isNew = await deps.db.transaction(async (tx) => {
    await ensureProfile(tx, caller.user);
    const { fields } = await loadSignUp(tx, caller.user.id, { lock: true });
    const snapshot = resumeSignUp(fields, deps.now());
    if (!snapshot.can({ type: 'START' })) return false;
    const next = advanceSignUp(fields, deps.now(), { type: 'START' });
    await saveSignUp(tx, caller.user.id, next.context.investments);
    return stageOf(snapshot) === 'NOT_STARTED';
  });
  if (isNew) await recordSignUpAction(deps, caller, 'syndication.started');
};

/** Step 1: the investor accepts the acknowledgments text they read, named by its SHA-256. */
export const acceptAcknowledgments = async (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  { acknowledgmentsTextSha256 }: { acknowledgmentsTextSha256: string },
): Promise<void> => {
  if (caller.impersonator) throw new HttpError(403, IMPERSONATION_CANNOT_ACKNOWLEDGE);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const { fields } = await loadSignUp(tx, caller.user.id, { lock: true });
    const next = advanceSignUp(fields, at, { type: 'ACKNOWLEDGE', at: at.toISOString() });
    if (acknowledgmentsSha256(acknowledgmentsTextOf(fields)) !== acknowledgmentsTextSha256) {
      throw new HttpError(409, ACKNOWLEDGMENTS_CHANGED);
    }
    await saveSignUp(tx, caller.user.id, next.context.investments);
  });
  await recordSignUpAction(deps, caller, 'syndication.acknowledged', {
    acknowledgmentsTextSha256,
    ip: caller.evidence.ip,
  });
};

const submitProof = async (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  { details, upload }: { details: VerificationDetails; upload: CheckedUpload },
): Promise<void> => {
  const kind: VerificationKind = details.kind;
  const at = deps.now();
  const event: SyndicationSignUpEvent =
    kind === 'identity'
      ? { type: 'IDENTITY_SUBMITTED', at: at.toISOString() }
      : { type: 'ACCREDITATION_SUBMITTED', at: at.toISOString() };
  const item = await step(deps, caller.user.id, event, async (tx) => {
    const repos = createSyndicationRepositories(tx, deps.cipher);
    const stored = await repos.uploads.create({ ownerUserId: caller.user.id, kind, ...upload });
    return repos.verifications.create({ userId: caller.user.id, uploadId: stored.id, details, submittedAt: at });
  });
  await recordSignUpAction(deps, caller, `syndication.${kind}-submitted`, {
    verificationId: item.id,
    uploadId: item.uploadId,
    contentType: upload.contentType,
    byteLength: upload.bytes.length,
    sha256: upload.sha256,
    ...(details.kind === 'accreditation' && { basis: details.basis }),
  });
};

/** Step 3: legal name, date of birth and residence (already validated) with the government ID (already checked). */
export const submitIdentity = (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  values: Omit<IdentityRequest, 'document'>,
  upload: CheckedUpload,
): Promise<void> => submitProof(deps, caller, { details: { kind: 'identity', ...values }, upload });

/** Step 4: the accreditation basis (already validated) with its evidence (already checked). */
export const submitAccreditation = (
  deps: SyndicationDeps,
  caller: SignUpCaller,
  { basis }: Omit<AccreditationRequest, 'document'>,
  upload: CheckedUpload,
): Promise<void> => submitProof(deps, caller, { details: { kind: 'accreditation', basis }, upload });

/** Before a document is decoded and checked: 409 unless the investor is at this proof's step. */
export const requireProofStep = async (deps: SyndicationDeps, userId: string, kind: VerificationKind) => {
  const { fields } = await loadSignUp(deps.db, userId);
  const at = deps.now().toISOString();
  requireOpenStep(
    fields,
    deps.now(),
    kind === 'identity' ? { type: 'IDENTITY_SUBMITTED', at } : { type: 'ACCREDITATION_SUBMITTED', at },
  );
};
