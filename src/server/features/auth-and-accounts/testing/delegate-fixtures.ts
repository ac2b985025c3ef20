// Delegates in tests, through the API as a browser would: the investor invites, the mail arrives over real SMTP, the
// delegate signs up with the invited address, accepts with the link's token and chooses the investor in the switcher.
import type { FastifyInstance } from 'fastify';
import { mailText, type SmtpPeer } from '../../../test/smtp-peer';
import { postJson, signUp, uniqueEmail } from '../../../test/test-app';

export type Delegate = { cookie: string; userId: string; email: string; delegationId: string };

/** The invitation link's token, from the mail the delegate received. */
export const invitationTokenOf = async (smtp: SmtpPeer, email: string): Promise<string> => {
  const token = /delegate-invitation\?token=([A-Za-z0-9_-]+)/.exec(mailText(await smtp.waitFor(email)))?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${email}`);
  return token;
};

/** The investor invites `email` for all their investments or one; answers the delegation's id. */
export const inviteDelegate = async (
  app: FastifyInstance,
  investor: { cookie: string },
  { email, scope = 'all' }: { email: string; scope?: string },
): Promise<string> => {
  const response = await postJson(app, '/api/account/delegates', { email, scope }, investor);
  if (response.statusCode !== 201) throw new Error(`Invite: ${response.statusCode} ${response.body}`);
  const delegates = response.json().delegates as { id: string; email: string }[];
  const invited = [...delegates].reverse().find((d) => d.email === email);
  if (!invited) throw new Error('The invitation is not listed');
  return invited.id;
};

/** A new delegate of the investor, logged in with their own account and acting for the investor. */
export const delegateActingFor = async (
  app: FastifyInstance,
  smtp: SmtpPeer,
  investor: { cookie: string },
  { scope = 'all' }: { scope?: string } = {},
): Promise<Delegate> => {
  const email = uniqueEmail('adviser');
  const delegationId = await inviteDelegate(app, investor, { email, scope });
  const token = await invitationTokenOf(smtp, email);
  const delegate = await signUp(app, email, { firstName: 'Avery', lastName: 'Adviser' });
  const accepted = await postJson(app, '/api/delegations/accept', { token }, delegate);
  if (accepted.statusCode !== 200) throw new Error(`Accept: ${accepted.statusCode} ${accepted.body}`);
  const chosen = await postJson(app, '/api/acting-for', { delegationId }, delegate);
  if (chosen.statusCode !== 200) throw new Error(`Act for: ${chosen.statusCode} ${chosen.body}`);
  return { ...delegate, delegationId };
};
