// How a co-signer gets in (docs/design.md §7): the e-mailed single-use link opens a session of their own, bound to them
// alone (two signers sharing one e-mail address get two sessions), and a code e-mailed to them proves they hold
// that address before they may see or sign anything.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { OpenLinkAnswer } from '../../../shared/api/signing';
import { signerIdOfLinkToken } from '../../../shared/api/signing';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import { findFund } from '../funds/public-api';
import type { SignerRow } from './envelope-signers-repository';
import type { SigningEvidence } from './signature-provider';
import { hashCode, type SignerSessionRow } from './signer-sessions-repository';
import type { SigningDeps } from './signing-deps';
import { codeMail } from './signing-mail';

export const LINK_INVALID =
  'This signing link is no longer valid: it was used already, replaced by a newer one, or has expired. Please ask the investor to send a new link.';
export const ALREADY_SIGNED_BY_YOU = 'You have already signed this agreement. Thank you.';
export const AGREEMENT_VOIDED =
  'This agreement is no longer to be signed: the subscription was withdrawn, or the fund asked for changes. A new link comes by e-mail if it is to be signed again.';
export const SESSION_ENDED = 'Your signing session has ended. Please open the link from your latest e-mail again.';
export const CODE_WRONG = 'That code is not right. Please check the e-mail and try again.';
export const CODE_EXPIRED = 'This code has expired. Please send a new code.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please ask the investor to send you a new link.';
export const CODE_JUST_SENT = 'A code was sent a moment ago. Please check your e-mail, or wait a minute.';
export const VERIFY_FIRST = 'Please enter the code we e-mailed you first.';

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_RESEND_PAUSE_MS = 30_000;
export const MAX_CODE_ATTEMPTS = 5;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const isSameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const fundOf = async (deps: SigningDeps, signer: SignerRow): Promise<{ fundName: string; fundSlug?: string }> => {
  const envelope = await deps.signing.envelopes.findById(signer.envelopeId);
  const found = envelope?.fundSlug ? await findFund(deps.db, envelope.fundSlug) : undefined;
  return found ? { fundName: found.fund.name, fundSlug: found.fund.slug } : { fundName: 'the fund' };
};

const sendCode = async (
  deps: SigningDeps,
  session: Pick<SignerSessionRow, 'id'>,
  signer: SignerRow,
  evidence: SigningEvidence,
) => {
  const code = newCode();
  await deps.signing.signerSessions.setCode(session.id, code, { now: deps.now(), ttlMs: CODE_TTL_MS });
  await deliverMail(deps.db, deps.mailer, codeMail({ to: signer.email, code, ...(await fundOf(deps, signer)) }));
  await deps.signing.events.record({
    envelopeId: signer.envelopeId,
    signerId: signer.id,
    type: 'code.sent',
    ...evidence,
  });
};

const answerFor = async (
  deps: SigningDeps,
  signer: SignerRow,
  session: SignerSessionRow | undefined,
): Promise<OpenLinkAnswer> => ({
  signerId: signer.id,
  signerName: signer.name,
  fundName: (await fundOf(deps, signer)).fundName,
  codeSentTo: maskEmail(signer.email),
  isVerified: Boolean(session?.verifiedAt),
});

/** A voided agreement (withdrawn, or replaced after a change request) is never opened or signed again. */
const refuseVoided = async (deps: SigningDeps, signer: SignerRow): Promise<void> => {
  const envelope = await deps.signing.envelopes.findById(signer.envelopeId);
  if (!envelope || envelope.voidedAt !== null) throw new HttpError(409, AGREEMENT_VOIDED);
};

type OpenLink = { signerId: string; token: string; sessionToken: string | undefined; evidence: SigningEvidence };

/** A new session (and code) for a fresh link; the same session again when this browser already opened this link. */
export const openLink = async (
  deps: SigningDeps,
  { signerId, token, sessionToken, evidence }: OpenLink,
): Promise<{ answer: OpenLinkAnswer; sessionToken: string | null }> => {
  if (signerIdOfLinkToken(token) !== signerId) throw new HttpError(400, LINK_INVALID);
  const now = deps.now();
  const link = await deps.signing.links.consume(token, now);
  if (!link) {
    const known = await deps.signing.links.findByToken(token);
    const session = sessionToken ? await deps.signing.signerSessions.resolve(sessionToken, now) : undefined;
    const signer = known && (await deps.signing.signers.findById(known.signerId));
    if (!session || !known || !signer || session.linkId !== known.id) throw new HttpError(400, LINK_INVALID);
    return { answer: await answerFor(deps, signer, session), sessionToken: null };
  }
  const signer = await deps.signing.signers.findById(link.signerId);
  if (!signer) throw new HttpError(400, LINK_INVALID);
  if (signer.status === 'signed') throw new HttpError(409, ALREADY_SIGNED_BY_YOU);
  await refuseVoided(deps, signer);
  const created = await deps.signing.signerSessions.create({ signerId: signer.id, linkId: link.id, now });
  await deps.signing.events.record({
    envelopeId: signer.envelopeId,
    signerId: signer.id,
    type: 'link.opened',
    ...evidence,
  });
  await sendCode(deps, created, signer, evidence);
  return { answer: await answerFor(deps, signer, undefined), sessionToken: created.token };
};

export type CoSignerSession = { session: SignerSessionRow; signer: SignerRow };

export type SignerSessionQuery = {
  signerId: string;
  sessionToken: string | undefined;
  /**
   * The caller reads the envelope's state next and refuses a voided one from it (co-signer-signing.ts), so the
   * session's check does not read the envelope a first time.
   */
  isVoidRefusedByCaller?: boolean;
};

/** The session this browser holds for this signer; 401 when there is none. */
export const signerSession = async (
  deps: SigningDeps,
  { signerId, sessionToken, isVoidRefusedByCaller = false }: SignerSessionQuery,
): Promise<CoSignerSession> => {
  const session = sessionToken ? await deps.signing.signerSessions.resolve(sessionToken, deps.now()) : undefined;
  const signer = session && session.signerId === signerId ? await deps.signing.signers.findById(signerId) : undefined;
  if (!session || !signer) throw new HttpError(401, SESSION_ENDED);
  if (!isVoidRefusedByCaller) await refuseVoided(deps, signer);
  return { session, signer };
};

export const verifiedSignerSession = async (
  deps: SigningDeps,
  request: SignerSessionQuery,
): Promise<CoSignerSession> => {
  const found = await signerSession(deps, request);
  if (!found.session.verifiedAt) throw new HttpError(403, VERIFY_FIRST);
  return found;
};

export const resendCode = async (
  deps: SigningDeps,
  { session, signer }: CoSignerSession,
  evidence: SigningEvidence,
) => {
  if (session.verifiedAt) return;
  if (session.failedAttempts >= MAX_CODE_ATTEMPTS) throw new HttpError(403, TOO_MANY_CODES);
  if (session.codeSentAt && deps.now().getTime() - session.codeSentAt.getTime() < CODE_RESEND_PAUSE_MS) {
    throw new HttpError(429, CODE_JUST_SENT);
  }
  await sendCode(deps, session, signer, evidence);
};

export const verifyCode = async (
  deps: SigningDeps,
  { session, signer }: CoSignerSession,
  { code, evidence }: { code: string; evidence: SigningEvidence },
): Promise<void> => {
  if (session.verifiedAt) return;
  if (session.failedAttempts >= MAX_CODE_ATTEMPTS) throw new HttpError(403, TOO_MANY_CODES);
  if (!session.codeHash || !session.codeExpiresAt || session.codeExpiresAt <= deps.now()) {
    throw new HttpError(400, CODE_EXPIRED, { fields: { code: CODE_EXPIRED } });
  }
  const { envelopeId } = signer;
  if (!isSameHash(hashCode(session.id, code.trim()), session.codeHash)) {
    const failures = await deps.signing.signerSessions.recordFailure(session.id);
    await deps.signing.events.record({ envelopeId, signerId: signer.id, type: 'code.failed', ...evidence });
    if (failures >= MAX_CODE_ATTEMPTS) throw new HttpError(403, TOO_MANY_CODES);
    throw new HttpError(400, CODE_WRONG, { fields: { code: CODE_WRONG } });
  }
  await deps.signing.signerSessions.markVerified(session.id, deps.now());
  await deps.signing.events.record({ envelopeId, signerId: signer.id, type: 'identity.verified', ...evidence });
};
