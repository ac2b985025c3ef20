// Invitations to subscribe through the API (docs/admin.md 'Invitations'), on each backend: a paste previewed row by
// row with its bad rows named and nothing sent, its good rows sent by e-mail, the link opened and accepted only by the
// account of the invited address, the status followed to 'started', an expired link sent again, a withdrawn one dead.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, type InvitationRowPreview } from '../../../shared/api/invitations';
import { EMAIL_MESSAGE } from '../../../shared/schemas/fields/email';
import { invitations } from '../../db/schema/closing';
import { getJson, postJson, signUp, testBackends, uniqueEmail, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { mailsTo } from '../signing/testing/signing-fixtures';

const FUND = FUNDS.promotedVenture;
const DAY_MS = 24 * 60 * 60 * 1000;

const tokenIn = (mail: string): string => {
  const match = /\/invitation\?token=([A-Za-z0-9_%.-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No invitation link in mail:\n${mail}`);
  return decodeURIComponent(match[1]);
};

describe.each(testBackends())('invitations on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const preview = (text: string) => postJson(t().app, `/api/admin/funds/${FUND}/invitations/preview`, { text }, admin);
  const send = (text: string) => postJson(t().app, `/api/admin/funds/${FUND}/invitations`, { text }, admin);
  const list = async () => (await getJson(t().app, `/api/admin/funds/${FUND}/invitations`, admin)).json().invitations;
  const statusOf = async (email: string) =>
    (await list()).find((invitation: { email: string }) => invitation.email === email)?.status;
  const open = (token: string) => postJson(t().app, '/api/invitations/open', { token });
  const accept = (token: string, cookie: string) => postJson(t().app, '/api/invitations/accept', { token }, { cookie });
  const latestToken = (email: string) => tokenIn(mailsTo(t().smtp, email, /Subject: You are invited/).at(-1) ?? '');
  const waitForMail = async (email: string, count = 1) =>
    expect.poll(() => mailsTo(t().smtp, email, /Subject: You are invited/).length).toBe(count);

  it('previews a paste row by row, names each bad row, and sends nothing', async () => {
    const [ada, grace] = [uniqueEmail('ada'), uniqueEmail('grace')];
    const paste = [
      'Name\tE-mail\tCommitment\tEntity\tNote',
      `Ada Lovelace\t${ada.toUpperCase()}\t$250,000\tLovelace Ventures LLC\tMet at the annual meeting`,
      'Charles Babbage\tcharles(at)example.com\t100000',
      `Grace Hopper\t${grace}\t10,000`,
      `Mary Somerville\tmary.${Date.now()}@example.com\tplenty`,
      `Ada Again\t${ada}\t300000`,
      '',
    ].join('\n');
    const answer = await preview(paste);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows: InvitationRowPreview[] = answer.json().rows;
    expect(answer.json()).toMatchObject({ valid: 1, invalid: 4 });
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [2, {}],
      [3, { email: EMAIL_MESSAGE }],
      [4, { commitment: 'The commitment must be between $25,000.00 and $2,000,000.00.' }],
      [5, { commitment: INVITATION_MESSAGES.commitment }],
      [6, { email: INVITATION_MESSAGES.duplicateInPaste }],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: ada,
      commitment: 25_000_000,
      entityName: 'Lovelace Ventures LLC',
      note: 'Met at the annual meeting',
    });
    expect(mailsTo(t().smtp, ada, /./)).toEqual([]);
    expect((await list()).some((invitation: { email: string }) => invitation.email === ada)).toBe(false);
  });

  it('sends the good rows only, and names an address already invited when it comes again', async () => {
    const [ada, bad] = [uniqueEmail('ada'), 'nobody@'];
    const sent = await send(`Ada Lovelace,${ada},"250,000"\nNo One,${bad},50000`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ sent: 1, valid: 1, invalid: 1 });
    await waitForMail(ada);
    const mail = mailsTo(t().smtp, ada, /Subject: You are invited/)[0] ?? '';
    expect(mail).toContain('$250,000.00');
    expect(await statusOf(ada)).toBe('invited');
    const again = await preview(`Ada Lovelace,${ada},"250,000"`);
    expect(again.json().rows[0].errors).toEqual({ email: INVITATION_MESSAGES.alreadyInvited });
    const audit = (await getJson(t().app, `/api/admin/audit?target=${FUND}`, admin)).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toContain('invitations.sent');
  });

  it('opens for anyone with the link, is accepted only by the invited address, and follows the investor to started', async () => {
    const ada = uniqueEmail('ada');
    expect((await send(`Ada Lovelace,${ada},"100,000"`)).statusCode).toBe(201);
    await waitForMail(ada);
    const token = latestToken(ada);
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ fundSlug: FUND, commitment: 10_000_000 });
    expect(opened.json().email).not.toBe(ada);

    const other = await signUp(t().app, uniqueEmail('mallory'));
    const refused = await accept(token, other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVITATION_MESSAGES.otherEmail(opened.json().email));
    expect(await statusOf(ada)).toBe('invited');
    expect((await postJson(t().app, '/api/invitations/accept', { token })).statusCode).toBe(401);

    const invited = await signUp(t().app, ada);
    const accepted = await accept(token, invited.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ fundSlug: FUND, commitment: 10_000_000 });
    expect(await statusOf(ada)).toBe('opened');
    // The investor opens the fund and starts a subscription, as the page does.
    expect((await postJson(t().app, '/api/create-user-portfolio', { portalFundSlug: FUND }, invited)).statusCode).toBe(
      200,
    );
    const started = await postJson(t().app, '/api/submit-step', { portalFundSlug: FUND }, invited);
    expect(started.statusCode, started.body).toBe(200);
    expect(await statusOf(ada)).toBe('started');
    const id = (await list()).find((invitation: { email: string }) => invitation.email === ada)?.id;
    const withdrawn = await postJson(t().app, `/api/admin/invitations/${id}/withdraw`, {}, admin);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(INVITATION_MESSAGES.notOpen);
  });

  it('expires after the days configured, and a resend gives a new link that works while the old one no longer does', async () => {
    const grace = uniqueEmail('grace');
    expect((await send(`Grace Hopper,${grace},"50,000"`)).statusCode).toBe(201);
    await waitForMail(grace);
    const [row] = await t().app.deps.db.select().from(invitations).where(eq(invitations.email, grace));
    if (!row) throw new Error('No invitation stored');
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(30 * DAY_MS);
    const oldToken = latestToken(grace);
    await t()
      .app.deps.db.update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, row.id));
    const expired = await open(oldToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(INVITATION_MESSAGES.expired);
    expect(await statusOf(grace)).toBe('expired');
    // An expired invitation does not hold the address: it may be invited again.
    expect((await preview(`Grace Hopper,${grace},"50,000"`)).json().rows[0].errors).toEqual({});

    const resent = await postJson(t().app, `/api/admin/invitations/${row.id}/resend`, {}, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().status).toBe('invited');
    await waitForMail(grace, 2);
    expect((await open(latestToken(grace))).statusCode).toBe(200);
    expect((await open(oldToken)).json().message).toBe(INVITATION_MESSAGES.invalid);
  });

  it('says a withdrawn invitation was withdrawn, and sends it no more', async () => {
    const mary = uniqueEmail('mary');
    expect((await send(`Mary Somerville,${mary},"75,000"`)).statusCode).toBe(201);
    await waitForMail(mary);
    const id = (await list()).find((invitation: { email: string }) => invitation.email === mary)?.id;
    const withdrawn = await postJson(t().app, `/api/admin/invitations/${id}/withdraw`, {}, admin);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    const opened = await open(latestToken(mary));
    expect(opened.statusCode).toBe(410);
    expect(opened.json().message).toBe(INVITATION_MESSAGES.withdrawn);
    expect((await postJson(t().app, `/api/admin/invitations/${id}/resend`, {}, admin)).statusCode).toBe(409);
    expect((await postJson(t().app, `/api/admin/invitations/${id}/withdraw`, {}, admin)).statusCode).toBe(409);
  });

  it('refuses investors, an empty paste, a body without text, an unknown fund and an unknown invitation', async () => {
    const investor = await signUp(t().app);
    expect(
      (await postJson(t().app, `/api/admin/funds/${FUND}/invitations/preview`, { text: 'x' }, investor)).statusCode,
    ).toBe(403);
    const empty = await preview('\n\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INVITATION_MESSAGES.noRows);
    expect((await postJson(t().app, `/api/admin/funds/${FUND}/invitations`, {}, admin)).statusCode).toBe(400);
    expect(
      (await postJson(t().app, '/api/admin/funds/no-such-fund/invitations/preview', { text: 'a,b,c' }, admin))
        .statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await postJson(t().app, `/api/admin/invitations/${unknown}/resend`, {}, admin)).statusCode).toBe(404);
    expect((await open('x'.repeat(43))).statusCode).toBe(404);
  });
});
