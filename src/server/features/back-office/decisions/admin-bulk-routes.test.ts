import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../../../shared/api/admin-bulk';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, investorOnFund, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { mailTo } from '../../signing/testing/signing-fixtures';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import { NOT_IN_FUND } from './bulk-actions';
import { NOT_APPROVED } from './countersign';
import { ALREADY_APPROVED, COUNTERSIGNED_CANNOT_BE_REJECTED, TRANSACTION_NOT_FOUND } from './decisions';

const SLUG = FUNDS.promotedVenture;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testBackends())('bulk work and decisions that no longer apply on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const bulk = (action: string, body: object, slug = SLUG) =>
    postJson(t().app, `/api/admin/funds/${slug}/bulk/${action}`, body, admin);
  const decide = (transactionId: string, action: string, body: object = {}) =>
    postJson(t().app, `/api/admin/transactions/${transactionId}/${action}`, body, admin);

  it('approves and countersigns many through the single path, skipping each one that does not apply, with its reason', async () => {
    const { app, smtp } = t();
    const [first, second] = [await signedIndividual(app), await signedIndividual(app)];
    const approvedAlready = await signedIndividual(app);
    await decide(approvedAlready.transactionId, 'approve');
    const otherFund = await investorOnFund(app, FUNDS.bondRaise);

    const approved = await bulk('approve', {
      transactionIds: [
        first.transactionId,
        second.transactionId,
        approvedAlready.transactionId,
        otherFund.transactionId,
        UNKNOWN_ID,
        first.transactionId,
      ],
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ action: 'approve', done: 2, skipped: 3 });
    expect(approved.json().results).toEqual([
      { transactionId: first.transactionId, investorName: 'Ada Lovelace', outcome: 'done', reason: null },
      { transactionId: second.transactionId, investorName: 'Ada Lovelace', outcome: 'done', reason: null },
      {
        transactionId: approvedAlready.transactionId,
        investorName: 'Ada Lovelace',
        outcome: 'skipped',
        reason: ALREADY_APPROVED,
      },
      { transactionId: otherFund.transactionId, investorName: null, outcome: 'skipped', reason: NOT_IN_FUND },
      { transactionId: UNKNOWN_ID, investorName: null, outcome: 'skipped', reason: TRANSACTION_NOT_FOUND },
    ]);
    // Same e-mail and audit as one approval.
    await mailTo(smtp, first.email, /has been approved/);
    const audit = (await getJson(app, `/api/admin/audit?target=${second.transactionId}`, admin)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'transaction.approved' });

    const pending = await signedIndividual(app);
    const countersigned = await bulk('countersign', {
      transactionIds: [first.transactionId, second.transactionId, pending.transactionId],
    });
    expect(countersigned.json()).toMatchObject({ action: 'countersign', done: 2, skipped: 1 });
    expect(countersigned.json().results[2]).toMatchObject({ outcome: 'skipped', reason: NOT_APPROVED });
    const row = (await getJson(app, `/api/admin/transactions/${first.transactionId}`, admin)).json();
    expect(row.row.status).toBe('awaitingFunds');
    expect(row.decisions).toEqual({
      approve: ALREADY_APPROVED,
      reject: COUNTERSIGNED_CANNOT_BE_REJECTED,
      fundsReceived: null,
      complete: 'This subscription cannot be completed: the fund has countersigned it.',
    });
  });

  it('reminds many and exports the selected ones as CSV', async () => {
    const { app } = t();
    const [a, b] = [await investorOnFund(app, SLUG), await investorOnFund(app, SLUG)];
    const reminded = await bulk('remind', { transactionIds: [a.transactionId, b.transactionId] });
    expect(reminded.statusCode).toBe(200);
    expect(reminded.json().results).toHaveLength(2);
    expect(reminded.json().done + reminded.json().skipped).toBe(2);

    const signed = await signedIndividual(app);
    const csv = await bulk('export.csv', { transactionIds: [signed.transactionId, a.transactionId] });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(signed.transactionId);
    expect(csv.body).not.toContain('123-45-6789');
  });

  it.each([
    ['no ids', { transactionIds: [] }],
    ['too many ids', { transactionIds: Array.from({ length: BULK_MAX + 1 }, () => UNKNOWN_ID) }],
    ['a number', { transactionIds: [42] }],
    ['another key', { transactionIds: [UNKNOWN_ID], extra: true }],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await bulk('approve', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('says on the detail which decisions apply, before and after the approval', async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    const before = (await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();
    expect(before.decisions).toEqual({
      approve: null,
      reject: null,
      fundsReceived: 'This subscription cannot have funds recorded: it is under review.',
      complete: 'This subscription cannot be completed: it is under review.',
    });
    expect(before.decisionMail).toEqual({ name: 'Ada Lovelace', email: investor.email, isOn: true });
    await decide(investor.transactionId, 'approve');
    const after = (await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();
    // Until the fund countersigns, an approval binds nobody: the fund may still decline.
    expect(after.decisions).toMatchObject({ approve: ALREADY_APPROVED, reject: null });
    expect(after.row.approval).toBe('approved');
  });
});
