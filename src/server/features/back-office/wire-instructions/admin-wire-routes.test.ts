// Wire instructions (docs/admin.md): entered by one admin, confirmed by another, sealed at rest, audited without the
// details; an investor sees the confirmed ones for an approved subscription of their own, with its reference.
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminWireAnswer, InvestorWireAnswer, WireDetails } from '../../../../shared/api/wire-instructions';
import { wireReference } from '../../../../shared/domain/wire-reference';
import { fundWireInstructions } from '../../../db/schema/back-office';
import { auditLog } from '../../../db/schema/operations';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, investorOnFund, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { mailsTo, mailTo, type SigningCase } from '../../signing/testing/signing-fixtures';
import { type AdminSession, createSecondAdmin, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import {
  NOTHING_TO_CONFIRM,
  SECOND_ADMIN_CONFIRMS,
  WIRE_AFTER_APPROVAL,
  WIRE_CHANGED_SINCE_READ,
  WIRE_NOT_PUBLISHED,
} from './wire-instructions';

const DETAILS: WireDetails = {
  bankName: 'First Metropolitan Trust',
  bankAddress: '1 Market Street, San Francisco, CA 94105',
  beneficiaryName: 'Venture Fund IV, L.P.',
  beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
  accountNumber: '000987654321',
  routingNumber: '021000021',
  swiftCode: 'fmtsus33',
};

describe.each(testBackends())('wire instructions on %s', (backend) => {
  const t = useTestApp(backend);
  const slug = FUNDS.promotedVenture;
  const path = `/api/admin/funds/${slug}/wire-instructions`;
  let admin: AdminSession;
  let second: AdminSession;
  let investor: SigningCase;

  const put = (body: unknown, who: AdminSession) => postJson(t().app, path, body, who);
  const read = async (who: AdminSession) => (await getJson(t().app, path, who)).json() as AdminWireAnswer;
  /** Confirms the pending version `who` reads now (or `version`, one read earlier). */
  const confirm = async (who: AdminSession, version?: string) =>
    postJson(
      t().app,
      `${path}/confirm`,
      { version: version ?? (await read(who)).pending?.version ?? '0'.repeat(16) },
      who,
    );
  const investorView = (who: { cookie: string; transactionId: string }) =>
    getJson(t().app, `/api/investments/${who.transactionId}/wire-instructions`, who);

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    second = await createSecondAdmin(app);
    investor = await signedIndividual(app);
    // The demo data publishes instructions for every fund: this fund starts without, to walk the whole way.
    await t().database.db.delete(fundWireInstructions).where(eq(fundWireInstructions.fundSlug, slug));
  });

  it('refuses incomplete or malformed details with the field’s message, and keeps nothing', async () => {
    const wrong = await put({ ...DETAILS, routingNumber: '12345' }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ routingNumber: 'An ABA routing number is 9 digits.' });
    expect((await put({ ...DETAILS, iban: 'DE00' }, admin)).statusCode).toBe(400);
    expect((await put('details', admin)).statusCode).toBe(400);
    const { pending } = (await getJson(t().app, path, admin)).json() as AdminWireAnswer;
    expect(pending).toBeNull();
  });

  it('shows nothing to the investor before the fund approved the subscription', async () => {
    const early = await investorView(investor);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WIRE_AFTER_APPROVAL);
  });

  it('needs a second admin to confirm, and only then shows the approved investor the details and a reference', async () => {
    const entered = await put(DETAILS, admin);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({
      confirmed: null,
      pending: { details: { ...DETAILS, swiftCode: 'FMTSUS33' }, by: admin.email },
      canConfirm: false,
    });
    const byTheSame = await confirm(admin);
    expect(byTheSame.statusCode).toBe(409);
    expect(byTheSame.json().message).toBe(SECOND_ADMIN_CONFIRMS);

    expect(
      (await postJson(t().app, `/api/admin/transactions/${investor.transactionId}/approve`, {}, admin)).statusCode,
    ).toBe(200);
    const notYet = await investorView(investor);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(WIRE_NOT_PUBLISHED);

    const confirmed = await confirm(second);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      confirmed: { details: { accountNumber: DETAILS.accountNumber }, by: second.email, proposedBy: admin.email },
      pending: null,
    });
    expect((await confirm(second)).json().message).toBe(NOTHING_TO_CONFIRM);

    const seen = await investorView(investor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      fundName: 'Venture Fund IV',
      details: { accountNumber: DETAILS.accountNumber, routingNumber: DETAILS.routingNumber },
      reference: wireReference(investor.transactionId),
      amount: 2_500_000,
      investorRelationsPhone: expect.stringMatching(/\d/),
      // The first publication changed nothing an investor saw: no notice, and no e-mail about a change.
      changedAt: null,
    } satisfies Partial<Record<keyof InvestorWireAnswer, unknown>>);
    expect(mailsTo(t().smtp, investor.email, /changed its bank details/)).toEqual([]);
  });

  it('keeps showing the confirmed details while a change waits for its second admin', async () => {
    expect((await put({ ...DETAILS, accountNumber: '111122223333' }, second)).statusCode).toBe(200);
    const seen = (await investorView(investor)).json() as InvestorWireAnswer;
    expect(seen.details.accountNumber).toBe(DETAILS.accountNumber);
    const answer = (await getJson(t().app, path, admin)).json() as AdminWireAnswer;
    expect(answer).toMatchObject({ canConfirm: true, pending: { details: { accountNumber: '111122223333' } } });
  });

  it('lists the waiting change on the back office’s first page and e-mails every other admin, without the details', async () => {
    const { app, smtp } = t();
    const funds = (await getJson(app, '/api/admin/funds', admin)).json();
    expect(funds.pendingWireChanges).toEqual([
      {
        fundSlug: slug,
        fundName: 'Venture Fund IV',
        enteredBy: second.email,
        at: expect.any(String),
        canConfirm: true,
      },
    ]);
    const theirs = (await getJson(app, '/api/admin/funds', second)).json();
    expect(theirs.pendingWireChanges[0].canConfirm).toBe(false);
    const mail = await mailTo(smtp, admin.email, /entered new wire instructions for Venture Fund IV/);
    expect(mail).toContain(`${second.email} entered new wire instructions`);
    expect(mail).toContain(`/admin/funds/${slug}/edit#wire-instructions`);
    expect(mail).not.toContain('111122223333');
    // The admin who entered them is not asked to confirm their own change (they were told of the first admin's).
    expect(mailsTo(smtp, second.email, new RegExp(`${second.email} entered new wire instructions`))).toEqual([]);
    expect(mailsTo(smtp, second.email, /entered new wire instructions/)).toHaveLength(1);
  });

  it('confirms only the version the admin read: a newer proposal in between restarts the review', async () => {
    // The controller opens the change (X); its author then replaces it (Y) before the controller confirms.
    const seenByController = (await read(admin)).pending?.version ?? '';
    const swapped = await put({ ...DETAILS, bankName: 'Mallory Offshore Bank', accountNumber: '999988887777' }, second);
    expect(swapped.statusCode).toBe(200);
    const stale = await confirm(admin, seenByController);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(WIRE_CHANGED_SINCE_READ);
    const seen = (await investorView(investor)).json() as InvestorWireAnswer;
    expect(seen.details.bankName).toBe(DETAILS.bankName);
    expect(seen.details.accountNumber).toBe(DETAILS.accountNumber);
    // A body without the version is refused as malformed, and changes nothing either.
    const bare = await postJson(t().app, `${path}/confirm`, {}, admin);
    expect(bare.statusCode).toBe(400);
    expect((await read(admin)).pending?.details.bankName).toBe('Mallory Offshore Bank');
    // The review restarts on what is pending now: the author puts back the right account, and the controller
    // confirms that version, having read it.
    expect((await put({ ...DETAILS, accountNumber: '111122223333' }, second)).statusCode).toBe(200);
    const confirmed = await confirm(admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmed.details.accountNumber).toBe('111122223333');
  });

  it('tells every admin and each approved investor still to fund that the details changed, never which', async () => {
    const { app, smtp } = t();
    for (const who of [admin, second]) {
      // The latest such mail: the first publication was told to the admins too.
      const mail = mailsTo(smtp, who.email, /The wire instructions for Venture Fund IV changed/).at(-1);
      expect(mail).toContain(`${admin.email} confirmed the wire instructions ${second.email} entered`);
      expect(mail).not.toContain('111122223333');
    }
    const told = await mailTo(smtp, investor.email, /Venture Fund IV changed its bank details/);
    expect(told).toContain('call investor relations');
    expect(told).toContain(`/investment-summary#${investor.transactionId}`);
    for (const secret of ['111122223333', DETAILS.accountNumber, DETAILS.routingNumber, DETAILS.bankName]) {
      expect(told).not.toContain(secret);
    }
    const seen = (await investorView(investor)).json() as InvestorWireAnswer;
    expect(seen.details.accountNumber).toBe('111122223333');
    expect(seen.changedAt).toEqual(expect.any(String));
    // An investor whose subscription is not approved is not told.
    const stranger = await investorOnFund(app);
    expect(mailsTo(smtp, stranger.email, /bank details/)).toEqual([]);
    const [entry] = await t()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wire.confirmed'), eq(auditLog.target, slug)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ isChange: true, mailedInvestors: 1, mailedAdmins: expect.any(Number) });
  });

  it('never shows another investor’s subscription, nor one that is not approved', async () => {
    const stranger = await investorOnFund(t().app);
    const theirs = await investorView({ cookie: stranger.cookie, transactionId: investor.transactionId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(DETAILS.accountNumber);
    const own = await investorView(stranger);
    expect(own.statusCode).toBe(409);
    expect((await getJson(t().app, `/api/investments/${investor.transactionId}/wire-instructions`)).statusCode).toBe(
      401,
    );
  });

  it('is for admins only', async () => {
    expect((await getJson(t().app, path, investor)).statusCode).toBe(403);
    expect((await put(DETAILS, investor)).statusCode).toBe(403);
    expect((await confirm(investor)).statusCode).toBe(403);
  });

  it('seals the details at rest and audits every change without them; the approval e-mail carries none', async () => {
    const { database } = t();
    const rows = JSON.stringify(
      await database.db.execute(sql`select row_to_json(w)::text as row from fund_wire_instructions w`),
    );
    expect(rows).toContain('enc:v1:');
    const audit = JSON.stringify(
      await database.db.execute(sql`select row_to_json(a)::text as row from audit_log a where a.target = ${slug}`),
    );
    expect(audit).toContain('wire.proposed');
    expect(audit).toContain('wire.confirmed');
    for (const secret of [DETAILS.accountNumber, '111122223333', '999988887777', DETAILS.routingNumber]) {
      expect(rows).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
    const mail = await mailTo(t().smtp, investor.email, /has been approved/);
    expect(mail).toContain('wire instructions for your funds are waiting for you in the portal');
    expect(mail).not.toContain(DETAILS.accountNumber);
    expect(mail).not.toContain(DETAILS.routingNumber);
  });
});
