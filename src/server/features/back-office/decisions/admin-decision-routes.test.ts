import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, type InvestorOnFund, investorOnFund, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { mailTo, transactionOf } from '../../signing/testing/signing-fixtures';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import { ALREADY_APPROVED, COMPLETE_CANNOT_BE_REJECTED, REASON_REQUIRED } from './decisions';

const REASON = 'The fund is fully subscribed from this state.';

describe.each(testBackends())('decisions on a transaction on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const decide = (investor: InvestorOnFund, action: string, body: object = {}) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/${action}`, body, admin);

  it('approves: the investor sees it in the investment summary and gets an e-mail', async () => {
    const investor = await signedIndividual(t().app);
    const approved = await decide(investor, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      row: { approval: 'approved', status: 'awaitingCountersignature' },
      canCountersign: true,
    });
    expect(await transactionOf(t().app, investor)).toMatchObject({ isApproved: true, rejectionDate: null });
    const mail = await mailTo(t().smtp, investor.email, /has been approved/);
    expect(mail).toContain(`/investment-summary#${investor.transactionId}`);
    expect(mail).toContain('Where it stands now: Approved, awaiting countersignature.');
    const again = await decide(investor, 'approve');
    expect(again.json()).toMatchObject({ message: ALREADY_APPROVED });
  });

  it('rejects with a reason: docs/spec.md §3 isApproved, rejectionDate, rejectionReason, and an e-mail with the reason', async () => {
    const investor = await investorOnFund(t().app);
    const rejected = await decide(investor, 'reject', { reason: `  ${REASON} ` });
    expect(rejected.statusCode).toBe(200);
    const seen = await transactionOf(t().app, investor);
    expect(seen).toMatchObject({ isApproved: false, rejectionReason: REASON });
    expect((seen as unknown as { rejectionDate: string }).rejectionDate).not.toBeNull();
    const mail = await mailTo(t().smtp, investor.email, /was not accepted/);
    expect(mail).toContain(REASON);
    expect(mail).toContain('Where it stands now: Declined.');
    const audit = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'transaction.rejected',
      details: { reason: REASON, isMailed: true },
    });
  });

  it('gives the decision and its reason to the investor in their own investments, and to nobody else', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await decide(investor, 'reject', { reason: REASON });
    const own = (await getJson(app, '/api/user-investments', investor)).json();
    const mine = own.transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId);
    expect(mine).toMatchObject({ isApproved: false, rejectionReason: REASON, rejectionDate: expect.any(String) });
    const stranger = await investorOnFund(app);
    const theirs = (await getJson(app, '/api/user-investments', stranger)).json();
    expect(JSON.stringify(theirs)).not.toContain(investor.transactionId);
    expect(JSON.stringify(theirs)).not.toContain(REASON);
    expect((await getJson(app, '/api/user-investments')).statusCode).toBe(401);
  });

  it.each(['', '   ', 'x'.repeat(501)])('asks for a reason of 1 to 500 characters (%j)', async (reason) => {
    const investor = await investorOnFund(t().app);
    const response = await decide(investor, 'reject', { reason });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ reason: REASON_REQUIRED });
    expect(await transactionOf(t().app, investor)).toMatchObject({ rejectionReason: null });
  });

  it('refuses to approve a subscription still in the wizard, in plain words, and offers no approval (409)', async () => {
    const investor = await investorOnFund(t().app);
    const response = await decide(investor, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This subscription cannot be approved: the investor has not signed yet.');
    expect(await transactionOf(t().app, investor)).toMatchObject({ isApproved: null });
    const detail = (await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();
    expect(detail.decisions.approve).toBe('This subscription cannot be approved: the investor has not signed yet.');
    expect(detail.lifecycleAnomalies).toEqual([]);
  });

  it("names in the approval the fund's governing documents the investor never opened, until they open them", async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    const detail = async () =>
      (await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin)).json()
        .unopenedGoverningDocuments;
    expect(await detail()).toEqual([
      { title: 'Private placement memorandum', category: 'offeringMemorandum' },
      { title: 'Limited partnership agreement', category: 'partnershipAgreement' },
    ]);
    const slug = FUNDS.promotedVenture;
    let room = (await getJson(app, `/api/fund/${slug}/data-room`, investor)).json();
    if (room.nda.required) {
      const accepted = await postJson(
        app,
        `/api/fund/${slug}/data-room/nda`,
        { textSha256: room.nda.textSha256 },
        investor,
      );
      expect(accepted.statusCode).toBe(200);
      room = accepted.json();
    }
    const agreement = room.documents.find((d: { category: string }) => d.category === 'partnershipAgreement');
    const opened = await getJson(app, `/api/fund/${slug}/data-room/documents/${agreement.id}`, investor);
    expect(opened.statusCode).toBe(200);
    expect(await detail()).toEqual([{ title: 'Private placement memorandum', category: 'offeringMemorandum' }]);
  });

  it('keeps a declined subscription declined: no approval is offered, and one asked for is refused (409)', async () => {
    const investor = await signedIndividual(t().app);
    await decide(investor, 'reject', { reason: REASON });
    const approval = await decide(investor, 'approve');
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toBe('This subscription cannot be approved: it was declined.');
    const detail = (await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();
    expect(detail.decisions.approve).toBe('This subscription cannot be approved: it was declined.');
    expect(await transactionOf(t().app, investor)).toMatchObject({ isApproved: false, rejectionReason: REASON });
  });

  it('records the funds transfer and completion dates that make a transaction complete (docs/spec.md §4)', async () => {
    const investor = await signedIndividual(t().app);
    const at = '2026-03-02T17:00:00.000Z';
    const early = await decide(investor, 'dates', { fundsTransferDate: at });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This subscription cannot have funds recorded: it is under review.');
    expect((await decide(investor, 'approve')).statusCode).toBe(200);
    expect((await decide(investor, 'countersign')).json().decisions).toMatchObject({
      fundsReceived: null,
      complete: 'This subscription cannot be completed: the fund has countersigned it.',
    });
    const partial = await decide(investor, 'dates', { fundsTransferDate: at });
    expect(partial.json().row).toMatchObject({ fundsTransferDate: at, isComplete: false });
    expect(partial.json().decisions).toMatchObject({ fundsReceived: expect.any(String), complete: null });
    const complete = await decide(investor, 'dates', { proofOfAccreditationDate: at });
    expect(complete.json().row).toMatchObject({ isComplete: true, status: 'complete' });
    const cleared = await decide(investor, 'dates', { fundsTransferDate: null });
    expect(cleared.json().row).toMatchObject({ isComplete: false, fundsTransferDate: null });
    // Completion follows the funds: the subscription waits for them again.
    const unfunded = await decide(investor, 'dates', { completionDate: at });
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().message).toBe('This subscription cannot be completed: the fund has countersigned it.');
    const completed = await decide(investor, 'dates', { fundsTransferDate: at, completionDate: at });
    expect(completed.json().row).toMatchObject({ isComplete: true });
    expect((await decide(investor, 'reject', { reason: REASON })).json()).toMatchObject({
      message: COMPLETE_CANNOT_BE_REJECTED,
    });
  });

  it('refuses a date that is not one', async () => {
    const investor = await investorOnFund(t().app);
    const response = await decide(investor, 'dates', { completionDate: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('completionDate');
  });
});
