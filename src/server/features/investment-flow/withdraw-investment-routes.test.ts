// docs/admin.md 'Withdrawals': the investor withdraws a subscription before the fund countersigns, saying why;
// investor relations is e-mailed; the lifecycle machine refuses it once countersigned or declined, and refuses every
// later decision on a withdrawn subscription. On both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_OWN_ONLY } from '../../../shared/api/delegates';
import { WITHDRAWAL_MESSAGES } from '../../../shared/schemas/withdrawal.schema';
import { DEFAULT_INVESTOR_RELATIONS_EMAIL } from '../../app-deps';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin, signedIndividual } from '../back-office/testing/admin-fixtures';
import { AGREEMENT_VOIDED } from '../signing/public-api';
import {
  adminActingAs,
  jointAtSigning,
  linkTokenIn,
  mailsTo,
  mailTo,
  openLink,
  signAsInvestor,
  transactionOf,
} from '../signing/testing/signing-fixtures';
import { WITHDRAWN_SUBSCRIPTION } from './flow-context';
import { FUNDS, investorOnFund, seedFunds, submit } from './testing/flow-fixtures';

const REASON = 'My circumstances changed; I need the money for a house.';

describe.each(testBackends())('an investor withdraws a subscription on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  type Caller = { cookie: string; transactionId: string };
  const withdraw = (caller: Caller, reason: string = REASON) =>
    postJson(t().app, '/api/withdraw-investment', { transactionIntegrationId: caller.transactionId, reason }, caller);
  const decide = (caller: Caller, action: string, body: object = {}) =>
    postJson(t().app, `/api/admin/transactions/${caller.transactionId}/${action}`, body, admin);
  const detailOf = async (caller: Caller) =>
    (await getJson(t().app, `/api/admin/transactions/${caller.transactionId}`, admin)).json();

  it('withdraws a signed subscription under review: stored with the reason, investor relations e-mailed, audited', async () => {
    const investor = await signedIndividual(t().app);
    const response = await withdraw(investor, `  ${REASON}  `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      transactionIntegrationId: investor.transactionId,
      withdrawalDate: expect.any(String),
    });
    expect(await transactionOf(t().app, investor)).toMatchObject({
      withdrawalDate: response.json().withdrawalDate,
      withdrawalReason: REASON,
    });
    const mail = await mailTo(t().smtp, DEFAULT_INVESTOR_RELATIONS_EMAIL, /withdrew their subscription/);
    expect(mail).toContain(investor.email);
    expect(mail).toContain(REASON);
    expect(mail).toContain('It stood at: Signed, under review.');
    expect(mail).toContain(`/admin/transactions/${investor.transactionId}`);
    const detail = await detailOf(investor);
    expect(detail.row.status).toBe('withdrawn');
    const audit = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'transaction.withdrawn',
      details: { userId: investor.userId, stage: 'underReview', isMailed: true },
    });
  });

  it("counts the withdrawal apart on the fund's funnel of lifecycle stages", async () => {
    const funnel = async () =>
      (await getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/funnel`, admin)).json().stageExits.withdrawn;
    const before = await funnel();
    const investor = await signedIndividual(t().app);
    expect((await withdraw(investor)).statusCode).toBe(200);
    expect(await funnel()).toEqual({ count: before.count + 1, amount: before.amount + 2_500_000 });
  });

  it('refuses every later decision on a withdrawn subscription, and a second withdrawal, in plain words (409)', async () => {
    const investor = await signedIndividual(t().app);
    expect((await withdraw(investor)).statusCode).toBe(200);
    const approve = await decide(investor, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This subscription cannot be approved: the investor withdrew it.');
    const reject = await decide(investor, 'reject', { reason: 'Too late.' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('This subscription cannot be declined: the investor withdrew it.');
    const again = await withdraw(investor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This subscription cannot be withdrawn: the investor withdrew it.');
    expect(await transactionOf(t().app, investor)).toMatchObject({ isApproved: null, rejectionDate: null });
  });

  it('withdraws an approved subscription: its wire instructions are no longer given', async () => {
    const investor = await signedIndividual(t().app);
    expect((await decide(investor, 'approve')).statusCode).toBe(200);
    expect((await withdraw(investor)).statusCode).toBe(200);
    const wire = await getJson(t().app, `/api/investments/${investor.transactionId}/wire-instructions`, investor);
    expect(wire.statusCode).toBe(409);
    const countersign = await decide(investor, 'countersign', { signatoryTitle: 'General Partner' });
    expect(countersign.statusCode).toBe(409);
  });

  it('refuses once the fund has countersigned, and once the fund declined (409), changing nothing', async () => {
    const countersigned = await signedIndividual(t().app);
    expect((await decide(countersigned, 'approve')).statusCode).toBe(200);
    expect((await decide(countersigned, 'countersign', { signatoryTitle: 'General Partner' })).statusCode).toBe(200);
    const late = await withdraw(countersigned);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This subscription cannot be withdrawn: the fund has countersigned it.');
    expect(await transactionOf(t().app, countersigned)).toMatchObject({ withdrawalDate: null, withdrawalReason: null });

    const declined = await signedIndividual(t().app);
    expect((await decide(declined, 'reject', { reason: 'The fund is full.' })).statusCode).toBe(200);
    const refused = await withdraw(declined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This subscription cannot be withdrawn: it was declined.');
  });

  it.each(['', '   ', 'x'.repeat(501)])(
    'asks for a reason of 1 to 500 characters (%j), storing nothing',
    async (reason) => {
      const investor = await signedIndividual(t().app);
      const response = await withdraw(investor, reason);
      expect(response.statusCode).toBe(400);
      const expected = reason.length > 500 ? WITHDRAWAL_MESSAGES.reasonLength : WITHDRAWAL_MESSAGES.reason;
      expect(response.json()).toMatchObject({ message: expected, fields: { reason: expected } });
      expect(await transactionOf(t().app, investor)).toMatchObject({ withdrawalDate: null });
    },
  );

  it('is never withdrawn by an admin acting as the investor (403), and nothing changes', async () => {
    const investor = await signedIndividual(t().app);
    const acting = await adminActingAs(t().app, investor.userId);
    // Even once the admin has confirmed edits for the impersonation, which lets them change the investor's answers.
    const edits = await postJson(t().app, '/api/admin/impersonate/allow-edits', {}, { cookie: acting });
    expect(edits.json()).toMatchObject({ allowsEdits: true });
    const response = await withdraw({ cookie: acting, transactionId: investor.transactionId });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(WITHDRAWAL_OWN_ONLY);
    expect(await transactionOf(t().app, investor)).toMatchObject({ withdrawalDate: null });
  });

  it("is the investor's own: 404 for another investor's subscription, 401 logged out", async () => {
    const investor = await investorOnFund(t().app);
    const stranger = await investorOnFund(t().app);
    const theirs = await withdraw({ cookie: stranger.cookie, transactionId: investor.transactionId });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await postJson(t().app, '/api/withdraw-investment', {
      transactionIntegrationId: investor.transactionId,
      reason: REASON,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await transactionOf(t().app, investor)).toMatchObject({ withdrawalDate: null });
  });

  it('withdraws one still in the wizard: its steps are refused and the fund starts a new subscription', async () => {
    const investor = await investorOnFund(t().app);
    expect((await withdraw(investor)).statusCode).toBe(200);
    const step = await submit(t().app, investor, 'INITIAL', {});
    expect(step.statusCode).toBe(409);
    expect(step.json().message).toBe(WITHDRAWN_SUBSCRIPTION);
    const amount = await postJson(
      t().app,
      '/api/update-investment',
      { transactionIntegrationId: investor.transactionId, amount: 2_500_000 },
      investor,
    );
    expect(amount.statusCode).toBe(409);
    const started = await postJson(t().app, '/api/submit-step', { portalFundSlug: FUNDS.promotedVenture }, investor);
    expect(started.statusCode).toBe(200);
    expect(started.json().transactionIntegrationId).not.toBe(investor.transactionId);
  });

  it("voids the agreement: the co-signer's e-mailed link no longer opens it", async () => {
    const investor = await jointAtSigning(t().app);
    expect((await signAsInvestor(t().app, investor)).statusCode).toBe(200);
    const email = investor.coSignerEmail ?? '';
    await mailTo(t().smtp, email, /Subject: Please sign/);
    const token = linkTokenIn(mailsTo(t().smtp, email, /Subject: Please sign/).at(-1) ?? '');
    expect((await withdraw(investor)).statusCode).toBe(200);
    const opened = await openLink(t().app, token);
    expect(opened.statusCode).toBe(409);
    expect(opened.json().message).toBe(AGREEMENT_VOIDED);
    expect((await detailOf(investor)).row.status).toBe('withdrawn');
  });
});
