// The back office's review of the sign-up's proofs (docs/syndication.md 'Review'): the queue, each upload (opening it
// starts the work item), and the decision. A decision goes through the machine (IDENTITY_DECIDED /
// ACCREDITATION_DECIDED), so approval dates and expiry are recorded exactly as the machine says; the investor is
// e-mailed unless they turned status e-mails off (docs/security.md 'E-mail notifications'), and the decision sealed
// into the audit log.
import { resumeSignUp } from '../../../../machines/syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from '../../../../machines/syndication-sign-up.machine.types';
import type { VerificationDecisionRequest, VerificationQueueRow } from '../../../shared/api/syndication';
import type { WorkItemStatus } from '../../../shared/domain/codes';
import { recordAdminAction } from '../../audit/record-action';
import type { Db } from '../../db/database';
import { inUnitOfWork } from '../../db/unit-of-work';
import { HttpError } from '../../http-error';
import { signingDay } from '../../pdf/signing-day';
import {
  deliverOptionalMail,
  findUserById,
  optionalMailDetails,
  type UserRecord,
} from '../auth-and-accounts/public-api';
import { REASON_MAX, REASON_REQUIRED } from '../back-office/public-api';
import { isUuid } from '../investment-flow/public-api';
import { loadSignUp, markReviewStarted, saveSignUp } from './sign-up-store';
import { advanceSignUp } from './sign-up-transition';
import type { SyndicationDeps } from './syndication-deps';
import { createSyndicationRepositories } from './syndication-repositories';
import type { OpenedUpload } from './syndication-uploads-repository';
import { verificationDecisionMail } from './verification-mail';
import { queueRow } from './verification-rows';
import { PENDING_STATUSES, type VerificationRecord } from './verifications-repository';

/** The sign-up's repositories bound to a unit of work's transaction. */
const bindSyndication =
  ({ cipher }: Pick<SyndicationDeps, 'cipher'>) =>
  (tx: Db) =>
    createSyndicationRepositories(tx, cipher);

export const VERIFICATION_NOT_FOUND = 'Verification not found.';
export const ALREADY_DECIDED = 'This verification has already been decided.';
export const NOT_AWAITING_DECISION =
  "This investor's sign-up no longer needs this decision; the item is marked not applicable.";

export const verificationQueue = async (
  deps: SyndicationDeps,
  status?: WorkItemStatus,
): Promise<VerificationQueueRow[]> => (await deps.syndication.verifications.queue({ status })).map(queueRow);

const rowOf = async (deps: SyndicationDeps, id: string): Promise<VerificationQueueRow> => {
  const [entry] = await deps.syndication.verifications.queue({ id });
  if (!entry) throw new HttpError(404, VERIFICATION_NOT_FOUND);
  return queueRow(entry);
};

const findItem = async (deps: SyndicationDeps, id: string): Promise<VerificationRecord> => {
  const item = isUuid(id) ? await deps.syndication.verifications.findById(id) : undefined;
  if (!item) throw new HttpError(404, VERIFICATION_NOT_FOUND);
  return item;
};

/** The upload, for an administrator; the first opening moves the item (and the investor's status) to inProgress. */
export const openVerificationDocument = async (
  deps: SyndicationDeps,
  admin: UserRecord,
  verificationId: string,
): Promise<OpenedUpload> => {
  const item = await findItem(deps, verificationId);
  const upload = await deps.syndication.uploads.open(item.uploadId);
  if (!upload) throw new HttpError(404, VERIFICATION_NOT_FOUND);
  const isFirstOpening = await inUnitOfWork(deps.db, bindSyndication(deps), async ({ verifications }, tx) => {
    const isOpened = await verifications.markOpened(item.id, deps.now());
    if (isOpened) await markReviewStarted(tx, item.userId, item.kind);
    return isOpened;
  });
  await recordAdminAction(deps, {
    actorUserId: admin.id,
    action: 'verification.document-viewed',
    target: item.id,
    details: { userId: item.userId, kind: item.kind, isFirstOpening },
  });
  return upload;
};

const reasonOf = ({ decision, reason }: VerificationDecisionRequest): string | null => {
  const cleaned = (reason ?? '').trim().replace(/\s+/g, ' ');
  if (decision === 'denied' && cleaned === '') {
    throw new HttpError(400, REASON_REQUIRED, { fields: { reason: REASON_REQUIRED } });
  }
  if (cleaned.length > REASON_MAX) {
    const message = `Please keep the reason to ${REASON_MAX} characters or fewer.`;
    throw new HttpError(400, message, { fields: { reason: message } });
  }
  return cleaned === '' ? null : cleaned;
};

export const decideVerification = async (
  deps: SyndicationDeps,
  admin: UserRecord,
  verificationId: string,
  request: VerificationDecisionRequest,
): Promise<VerificationQueueRow> => {
  const reason = reasonOf(request);
  const { decision } = request;
  await findItem(deps, verificationId);
  const at = deps.now();
  const outcome = await inUnitOfWork(deps.db, bindSyndication(deps), async (repos, tx) => {
    const locked = await repos.verifications.lock(verificationId);
    if (!locked) throw new HttpError(404, VERIFICATION_NOT_FOUND);
    if (!PENDING_STATUSES.includes(locked.status)) throw new HttpError(409, ALREADY_DECIDED);
    const { fields } = await loadSignUp(tx, locked.userId, { lock: true });
    const when = at.toISOString();
    const event: SyndicationSignUpEvent =
      locked.details.kind === 'identity'
        ? { type: 'IDENTITY_DECIDED', at: when, decision }
        : { type: 'ACCREDITATION_DECIDED', at: when, decision, basis: locked.details.basis };
    if (!resumeSignUp(fields, at).can(event)) {
      await repos.verifications.markNotApplicable(locked.id, at);
      return undefined;
    }
    const next = advanceSignUp(fields, at, event);
    await saveSignUp(tx, locked.userId, next.context.investments);
    if (!(await repos.verifications.decide(locked.id, { decision, reason, decidedBy: admin.id, at }))) {
      throw new HttpError(409, ALREADY_DECIDED);
    }
    return { item: locked, expiresAt: next.context.investments.proofOfAccreditationExpirationDate };
  });
  if (!outcome) throw new HttpError(409, NOT_AWAITING_DECISION);
  const { item, expiresAt } = outcome;
  const mailed = await notifyInvestor(deps, item, { decision, reason, expiresAt });
  await recordAdminAction(deps, {
    actorUserId: admin.id,
    action: `verification.${decision}`,
    target: item.id,
    details: { userId: item.userId, kind: item.kind, reason, ...mailed, ...(expiresAt && { expiresAt }) },
  });
  return rowOf(deps, item.id);
};

const notifyInvestor = async (
  deps: SyndicationDeps,
  item: VerificationRecord,
  {
    decision,
    reason,
    expiresAt,
  }: Pick<VerificationDecisionRequest, 'decision'> & {
    reason: string | null;
    expiresAt: string | null;
  },
) => {
  const user = await findUserById(deps.db, item.userId);
  if (!user) return optionalMailDetails('failed');
  const mail = verificationDecisionMail({
    to: user.email,
    investorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    kind: item.kind,
    decision,
    reason,
    link: `${deps.config.publicUrl}/syndication-program`,
    expiresOn:
      item.kind === 'accreditation' && decision === 'approved' && expiresAt ? signingDay(new Date(expiresAt)) : null,
  });
  return optionalMailDetails(await deliverOptionalMail(deps, { userId: user.id, choice: 'statusChanges', mail }));
};
