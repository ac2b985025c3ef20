import { beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenLinkAnswer,
  type SignAnswer,
  type SigningStatusAnswer,
  type SigningView,
  signerIdOfLinkToken,
} from '../../../shared/api/signing';
import {
  getJson,
  postJson,
  sessionCookieOf,
  TEST_PASSWORD,
  testBackends,
  uniqueEmail,
  useTestApp,
} from '../../test/test-app';
import { logInThroughSecondFactor } from '../../test/two-step';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { CODE_WRONG, LINK_INVALID, SESSION_ENDED, TOO_MANY_CODES, VERIFY_FIRST } from './co-signer-access';
import { JUST_SENT, NOT_YET_INVITABLE, SIGNER_NOT_FOUND } from './signing-records';
import { IMPERSONATION_CANNOT_SEND } from './signing-view';
import { pdfText } from './testing/pdf-inspect';
import { strokePngDataUrl } from './testing/png';
import {
  adminActingAs,
  adminCookie,
  codeIn,
  coSignerConsentAndSign,
  jointAtSigning,
  linkTokenIn,
  mailsTo,
  mailTo,
  marriedAtSigning,
  openLink,
  openSigning,
  signAsInvestor,
  signerCookieOf,
  transactionOf,
  verifiedCoSigner,
} from './testing/signing-fixtures';

const INVITATION = /Subject: Please sign/;

describe.each(testBackends())('co-signers sign through the e-mailed link on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const status = async (investor: { cookie: string; transactionId: string }): Promise<SigningStatusAnswer> =>
    (await getJson(t().app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();

  it('completes a JTWROS agreement only once the secondary subscriber has signed from the e-mailed link', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    const email = investor.coSignerEmail ?? '';
    const opened = (await openSigning(app, investor)).json() as SigningView;
    expect(opened.signers.map((s) => [s.role, s.name])).toEqual([
      ['investor', 'Ada Lovelace'],
      ['coInvestor', 'Charles Babbage'],
    ]);
    expect(opened.lines).toContainEqual({ label: 'Joint subscriber tax id', value: '•••-••-4321' });
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);

    const signed = (await signAsInvestor(app, investor)).json() as SignAnswer;
    expect(signed).toMatchObject({ isComplete: false, redirectPath: `/investment-summary#${investor.transactionId}` });
    const midway = await transactionOf(app, investor);
    expect(midway.currentStep).toBe('MID_CLOSING');
    expect(midway.subscriptionAgreementDate).toBeNull();
    expect((await status(investor)).pendingNames).toEqual(['Charles Babbage']);

    const invitation = await mailTo(smtp, email, INVITATION);
    expect(invitation).toMatch(/http:\/\/127\.0\.0\.1:3000\/sign\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/);
    const coSigner = await verifiedCoSigner(app, smtp, email);
    const view = (await getJson(app, `/api/signing/co-signer/${coSigner.signerId}`, coSigner)).json() as SigningView;
    expect(view).toMatchObject({ canSign: true, me: { role: 'coInvestor', name: 'Charles Babbage' } });
    const document = await getJson(app, view.documentUrl, coSigner);
    expect(await pdfText(document.rawPayload)).toContain('Ada Lovelace');

    const done = await coSignerConsentAndSign(app, coSigner, { kind: 'drawn', imagePng: strokePngDataUrl() });
    expect(done.statusCode).toBe(200);
    expect((done.json() as SigningView).status).toBe('completed');
    const complete = await transactionOf(app, investor);
    expect(complete.subscriptionAgreementDate).not.toBeNull();
    expect((await status(investor)).pendingNames).toEqual([]);
    await mailTo(smtp, investor.email, /is signed/);

    const sealed = await getJson(app, `/api/signing/transactions/${investor.transactionId}/document`, investor);
    const text = await pdfText(sealed.rawPayload);
    expect(text).toContain('Joint subscriber: Charles Babbage');
    expect(text).toContain('one-time code');
  });

  it('has the spouse of a married California individual sign, in a session apart from the investor sharing the e-mail', async () => {
    const { app, smtp } = t();
    const investor = await marriedAtSigning(app, { isSharingInvestorEmail: true });
    const opened = (await openSigning(app, investor)).json() as SigningView;
    expect(opened.signers.map((s) => s.role)).toEqual(['investor', 'spouse']);
    await signAsInvestor(app, investor);
    expect((await transactionOf(app, investor)).subscriptionAgreementDate).toBeNull();

    const spouse = await verifiedCoSigner(app, smtp, investor.coSignerEmail ?? '');
    // The investor's own login opens nothing of the spouse's, and the spouse's session nothing of the investor's.
    expect((await getJson(app, `/api/signing/co-signer/${spouse.signerId}`, investor)).statusCode).toBe(401);
    expect((await openSigning(app, { cookie: spouse.cookie, transactionId: investor.transactionId })).statusCode).toBe(
      401,
    );
    const view = (await getJson(app, `/api/signing/co-signer/${spouse.signerId}`, spouse)).json() as SigningView;
    expect(view.me).toMatchObject({ role: 'spouse', name: 'William King' });
    expect(view.signers.find((s) => s.role === 'investor')?.emailHint).toBe(
      view.signers.find((s) => s.role === 'spouse')?.emailHint,
    );

    // The viewer's loads of the spouse's copy are no download; a download is recorded as one.
    const downloads = async () => {
      const admin = { cookie: await adminCookie(app) };
      const trail = await getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/events`, admin);
      return (trail.json().events as { type: string }[]).filter((e) => e.type === 'document.downloaded').length;
    };
    const copy = `/api/signing/co-signer/${spouse.signerId}/document`;
    for (const path of [copy, `${copy}?download=false`])
      expect((await getJson(app, path, spouse)).statusCode).toBe(200);
    expect(await downloads()).toBe(0);
    expect((await getJson(app, `${copy}?download=true`, spouse)).statusCode).toBe(200);
    expect(await downloads()).toBe(1);

    await coSignerConsentAndSign(app, spouse, { kind: 'typed', text: 'William King' });
    expect((await transactionOf(app, investor)).subscriptionAgreementDate).not.toBeNull();
  });

  it('keeps the sessions of two signers sharing one e-mail address apart in one browser', async () => {
    const { app, smtp } = t();
    const shared = uniqueEmail('shared');
    const joint = await jointAtSigning(app, shared);
    await signAsInvestor(app, joint);
    const first = await verifiedCoSigner(app, smtp, shared);
    const married = await marriedAtSigning(app, { spouseEmail: shared });
    await signAsInvestor(app, married);
    const deadline = Date.now() + 5000;
    while (mailsTo(smtp, shared, INVITATION).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const second = await verifiedCoSigner(app, smtp, shared);
    expect(second.signerId).not.toBe(first.signerId);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await getJson(app, `/api/signing/co-signer/${second.signerId}`, first)).statusCode).toBe(401);
    expect((await getJson(app, `/api/signing/co-signer/${first.signerId}`, first)).json().me.role).toBe('coInvestor');
    expect((await getJson(app, `/api/signing/co-signer/${second.signerId}`, second)).json().me.role).toBe('spouse');
  });

  it('uses a link once: a second opening is refused, except in the browser that opened it', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const token = linkTokenIn(await mailTo(smtp, investor.coSignerEmail ?? '', INVITATION));
    const first = await openLink(app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      signerName: 'Charles Babbage',
      codeSentTo: 'c•••@example.com',
      isVerified: false,
    } satisfies Partial<OpenLinkAnswer>);
    expect(first.cookies.find((c) => c.name === 'portal_signer')).toMatchObject({
      path: `/api/signing/co-signer/${first.json().signerId}`,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const elsewhere = await openLink(app, token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(LINK_INVALID);
    const again = await openLink(app, token, signerCookieOf(first));
    expect(again.statusCode).toBe(200);
    expect(mailsTo(smtp, investor.coSignerEmail ?? '', /Your signing code/)).toHaveLength(1);
  });

  it('refuses a link under another signer, a made-up link, and any signing before the code', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const token = linkTokenIn(await mailTo(smtp, investor.coSignerEmail ?? '', INVITATION));
    const [signerId, secret] = token.split('.');
    const wrongSigner = await postJson(app, `/api/signing/co-signer/${crypto.randomUUID()}/open`, { token });
    expect(wrongSigner.statusCode).toBe(400);
    expect((await openLink(app, `${signerId}.${'x'.repeat(secret?.length ?? 43)}`)).statusCode).toBe(400);
    const opened = await openLink(app, token);
    const cookie = signerCookieOf(opened);
    const early = await getJson(app, `/api/signing/co-signer/${signerId}`, { cookie });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(VERIFY_FIRST);
    const noSession = await getJson(app, `/api/signing/co-signer/${signerId}`);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toBe(SESSION_ENDED);
  });

  it('locks the session after five wrong codes', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    const opened = await openLink(app, linkTokenIn(await mailTo(smtp, email, INVITATION)));
    const { signerId } = opened.json() as OpenLinkAnswer;
    const cookie = signerCookieOf(opened);
    const code = codeIn(await mailTo(smtp, email, /Your signing code/));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code: wrong }, { cookie });
    expect(first.json()).toMatchObject({ message: CODE_WRONG, fields: { code: CODE_WRONG } });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code: wrong }, { cookie });
    }
    const right = await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code }, { cookie });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(TOO_MANY_CODES);
  });

  it('refuses to resend before the investor has signed, twice within a minute, or to the investor', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    const coSigner = view.signers.find((s) => s.role === 'coInvestor');
    const resend = (signerId: string) =>
      postJson(app, '/api/signing/resend', { transactionIntegrationId: investor.transactionId, signerId }, investor);
    expect((await resend(coSigner?.signerId ?? '')).json().message).toBe(NOT_YET_INVITABLE);
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    await mailTo(smtp, email, INVITATION);
    const tooSoon = await resend(coSigner?.signerId ?? '');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(JUST_SENT);
    expect((await resend(view.me.signerId)).json().message).toBe(SIGNER_NOT_FOUND);
    expect(mailsTo(smtp, email, INVITATION)).toHaveLength(1);
  });

  it("lets an admin acting as the investor neither resend nor void a co-signer's invitation", async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    await mailTo(smtp, email, INVITATION);
    const acting = { cookie: await adminActingAs(app, investor.userId), transactionId: investor.transactionId };

    const coSigner = view.signers.find((s) => s.role === 'coInvestor');
    const body = { transactionIntegrationId: investor.transactionId, signerId: coSigner?.signerId };
    const resent = await postJson(app, '/api/signing/resend', body, acting);
    expect(resent.statusCode).toBe(403);
    expect(resent.json().message).toBe(IMPERSONATION_CANNOT_SEND);
    expect(((await openSigning(app, acting)).json() as SigningView).envelopeId).toBe(view.envelopeId);

    expect(mailsTo(smtp, email, INVITATION)).toHaveLength(1);
    // The invitation the co-signer holds still opens the agreement.
    const signer = await verifiedCoSigner(app, smtp, email);
    expect((await getJson(app, `/api/signing/co-signer/${signer.signerId}`, signer)).json()).toMatchObject({
      canSign: true,
      envelopeId: view.envelopeId,
    });
  });

  it('shows the investor who still has to sign', async () => {
    const { app } = t();
    const investor = await marriedAtSigning(app);
    expect((await status(investor)).signers).toEqual([]);
    await openSigning(app, investor);
    expect((await status(investor)).pendingNames).toEqual(['Ada Lovelace', 'William King']);
    await signAsInvestor(app, investor);
    const after = await status(investor);
    expect(after).toMatchObject({ status: 'inProgress', pendingNames: ['William King'], downloadUrl: null });
    expect(after.signers.find((s) => s.role === 'spouse')?.invitedAt).not.toBeNull();
  });
});

describe.each(testBackends())('co-signer links and reminders over time on %s', (backend) => {
  const clock = { offsetMs: 0 };
  const later = (ms: number) => {
    clock.offsetMs += ms;
  };
  const t = useTestApp(backend, { now: () => new Date(Date.now() + clock.offsetMs) });
  const DAY = 24 * 60 * 60 * 1000;
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const reminders = async () => {
    const { app } = t();
    const { cookie } = await logInThroughSecondFactor(app, 'admin@investor-portal.local', 'demo-admin-2026');
    const response = await postJson(app, '/api/admin/signing/reminders', {}, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json().sent as number;
  };

  it('refuses a link after 14 days, and replaces it when the investor resends', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    const token = linkTokenIn(await mailTo(smtp, email, INVITATION));
    later(14 * DAY + 60_000);
    expect((await openLink(app, token)).statusCode).toBe(400);
    // The investor's portal session has ended too by now: they log in again to resend.
    const login = await postJson(app, '/api/login', { email: investor.email, password: TEST_PASSWORD });
    const resent = await postJson(
      app,
      '/api/signing/resend',
      { transactionIntegrationId: investor.transactionId, signerId: signerIdOfLinkToken(token) },
      { cookie: sessionCookieOf(login) },
    );
    expect(resent.statusCode).toBe(200);
    const fresh = linkTokenIn(mailsTo(smtp, email, INVITATION).at(-1) ?? '');
    expect(fresh).not.toBe(token);
    expect((await openLink(app, fresh)).statusCode).toBe(200);
  });

  it('expires a code after 15 minutes and sends a new one on request', async () => {
    const { app, smtp } = t();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    const opened = await openLink(app, linkTokenIn(await mailTo(smtp, email, INVITATION)));
    const { signerId } = opened.json() as OpenLinkAnswer;
    const cookie = signerCookieOf(opened);
    const code = codeIn(await mailTo(smtp, email, /Your signing code/));
    later(16 * 60_000);
    expect((await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code }, { cookie })).statusCode).toBe(
      400,
    );
    expect((await postJson(app, `/api/signing/co-signer/${signerId}/code`, {}, { cookie })).statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while (mailsTo(smtp, email, /Your signing code/).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const fresh = codeIn(mailsTo(smtp, email, /Your signing code/).at(-1) ?? '');
    expect(
      (await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code: fresh }, { cookie })).statusCode,
    ).toBe(200);
  });

  it('reminds a co-signer 2 days after the invitation, then 4 and 8 days after the one before, 3 times at most', async () => {
    const { app, smtp } = t();
    await reminders();
    const investor = await jointAtSigning(app);
    await signAsInvestor(app, investor);
    const email = investor.coSignerEmail ?? '';
    await mailTo(smtp, email, INVITATION);
    const sent: number[] = [];
    const step = async (wait: number) => {
      later(wait);
      await reminders();
      await new Promise((resolve) => setTimeout(resolve, 200));
      sent.push(mailsTo(smtp, email, /Subject: Reminder: please sign/).length);
    };
    for (const wait of [0, 2 * DAY + 60_000, DAY, 3 * DAY, 7 * DAY, DAY]) await step(wait);
    expect(sent).toEqual([0, 1, 1, 2, 2, 3]);
    const tokens = mailsTo(smtp, email, /Subject: Reminder: please sign/).map(linkTokenIn);
    expect(new Set(tokens).size).toBe(3);
    expect((await openLink(app, tokens[0] ?? '')).statusCode).toBe(400);
    expect((await openLink(app, tokens[2] ?? '')).statusCode).toBe(200);
    // Never a fourth, however long the co-signer waits.
    await step(30 * DAY);
    expect(sent.at(-1)).toBe(3);
  });
});
