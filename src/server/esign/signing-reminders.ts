// Reminders (DESIGN.md §7): a co-signer who has not signed three days after their last e-mail gets a new link, at
// most three times. Every process may run this; the claim on the signer's row lets exactly one of them send.
import { invitableSigners, sendInvitation } from './co-signer-invitations';
import type { SigningDeps } from './signing-deps';

export const REMINDER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_REMINDERS = 3;
export const REMINDER_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Answers how many reminders were sent. */
export const sendSigningReminders = async (deps: SigningDeps): Promise<number> => {
  const cutoff = new Date(deps.now().getTime() - REMINDER_AFTER_MS);
  const due = await deps.signing.signers.dueForReminder(cutoff, MAX_REMINDERS);
  let sent = 0;
  for (const row of due) {
    const state = await deps.provider.findEnvelope({ envelopeId: row.envelopeId });
    const signer = state && invitableSigners(state).find((s) => s.signerId === row.id);
    const found = state && (await deps.repos.funds.findBySlug(state.fundSlug));
    if (state?.status !== 'inProgress' || !signer || !found) continue;
    if (await sendInvitation(deps, state, signer, { fundName: found.fund.name, isReminder: true })) sent += 1;
  }
  return sent;
};
