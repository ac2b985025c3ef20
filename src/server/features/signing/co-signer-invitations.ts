// Co-signers are e-mailed a link once everyone before them has signed (docs/design.md §7). Every mail carries a fresh
// single-use link; the earlier ones stop working. A claim on the signer's row makes sure that of several processes
// only one sends.
import { coSignerLinkPath } from '../../../shared/api/signing';
import { deliverMail } from '../../mail/deliver-mail';
import type { EnvelopeSigner, EnvelopeState } from './signature-provider';
import type { SigningDeps } from './signing-deps';
import { invitationMail } from './signing-mail';

export const isCoSigner = (signer: EnvelopeSigner): signer is EnvelopeSigner & { role: 'coInvestor' | 'spouse' } =>
  signer.role !== 'investor';

/** Co-signers who may be invited now: pending, and everyone routed before them has signed. */
export const invitableSigners = (state: EnvelopeState): EnvelopeSigner[] =>
  state.signers.filter(
    (signer) =>
      isCoSigner(signer) &&
      signer.status === 'pending' &&
      state.signers.every((s) => s.routingOrder >= signer.routingOrder || s.status === 'signed'),
  );

type Send = { fundName: string; isReminder: boolean };

type Sent = { isClaimed: boolean; isSent: boolean; at: Date };

const claimAndSend = async (
  deps: SigningDeps,
  state: EnvelopeState,
  signer: EnvelopeSigner,
  { fundName, isReminder }: Send,
): Promise<Sent> => {
  const at = deps.now();
  if (!isCoSigner(signer)) return { isClaimed: false, isSent: false, at };
  const isClaimed = await deps.signing.signers.claimInvitation(signer.signerId, {
    at,
    previous: signer.invitedAt,
    isReminder,
  });
  if (!isClaimed) return { isClaimed, isSent: false, at };
  const token = await deps.signing.links.issue(signer.signerId, at);
  const link = `${deps.config.publicUrl}${coSignerLinkPath(token)}`;
  const investorName = state.signers.find((s) => s.role === 'investor')?.name ?? 'The investor';
  const mail = invitationMail({
    to: signer.email,
    fundSlug: state.fundSlug,
    signerName: signer.name,
    investorName,
    fundName,
    link,
    role: signer.role,
    isReminder,
  });
  const isSent = await deliverMail(deps.db, deps.mailer, mail);
  await deps.signing.events.record({
    envelopeId: state.envelopeId,
    signerId: signer.signerId,
    type: isSent ? (isReminder ? 'reminder.sent' : 'invitation.sent') : 'invitation.failed',
    at,
    details: { to: signer.email },
  });
  return { isClaimed, isSent, at };
};

/** True when this call sent the mail (false: another process claimed it, or delivery failed). */
export const sendInvitation = async (
  deps: SigningDeps,
  state: EnvelopeState,
  signer: EnvelopeSigner,
  send: Send,
): Promise<boolean> => (await claimAndSend(deps, state, signer, send)).isSent;

/**
 * Invites every co-signer whose turn has come and who has not been invited yet; answers the envelope with the
 * invitations this call claimed (the state passed along, not read again).
 */
export const inviteDueCoSigners = async (
  deps: SigningDeps,
  state: EnvelopeState,
  fundName: string,
): Promise<EnvelopeState> => {
  let invited = state;
  for (const signer of invitableSigners(state).filter((s) => s.invitedAt === null)) {
    const { isClaimed, at } = await claimAndSend(deps, state, signer, { fundName, isReminder: false });
    if (!isClaimed) continue;
    const signers = invited.signers.map((s) => (s.signerId === signer.signerId ? { ...s, invitedAt: at } : s));
    invited = { ...invited, signers };
  }
  return invited;
};
