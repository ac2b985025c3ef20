// docs/security.md 'Delegates': an investor invites a delegate by e-mail (mailed over real SMTP), the delegate accepts
// with their own account and acts for the investor from the switcher; they fill in the wizard with masked tax ids
// they can replace but not read, never sign nor touch the investor's account, and a revocation answers 403 on their
// very next call. Every input is checked by the form's own schema.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELEGATE_CANNOT_SIGN,
  DELEGATE_NOT_OWN_ACCOUNT,
  DELEGATE_ONE_INVESTMENT,
  DELEGATES_NOT_WHILE_ACTING,
  DELEGATION_ENDED,
  INVESTMENT_NOT_FOUND,
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  INVITATION_OWN,
} from '../../../shared/api/delegates';
import { maskTaxId } from '../../../shared/domain/tax-id';
import { SCOPE_MESSAGE } from '../../../shared/schemas/account/delegate-invite.schema';
import { EMAIL_MESSAGE } from '../../../shared/schemas/fields/email';
import { auditEntriesByActor } from '../../audit/audit-log-repository';
import { auditLog } from '../../db/schema/operations';
import { mailText } from '../../test/smtp-peer';
import { getJson, postJson, signUp, testBackends, uniqueEmail, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { findOwnedTransaction } from '../investment-flow/public-api';
import {
  FUNDS,
  INDIVIDUAL_ANSWERS,
  type InvestorOnFund,
  investorOnFund,
  SSN_DIGITS,
  seedFunds,
  submit,
  walkTo,
} from '../investment-flow/testing/flow-fixtures';
import { mailsTo, mailTo } from '../signing/testing/signing-fixtures';
import { delegateActingFor, invitationTokenOf, inviteDelegate } from './testing/delegate-fixtures';

describe.each(testBackends())('delegates on %s', (backend) => {
  const clock = { now: new Date() };
  const t = useTestApp(backend, { now: () => clock.now, publicUrl: 'https://portal.example.com' });
  let investor: InvestorOnFund;

  beforeAll(async () => {
    await seedFunds(t().app);
    investor = await investorOnFund(t().app);
    await walkTo(t().app, investor, 'NAME_PHONE');
  });

  it('mails the invitation with a link to the portal and lists it as invited, audited', async () => {
    const { app, smtp } = t();
    const email = uniqueEmail('lawyer');
    const id = await inviteDelegate(app, investor, { email });
    const mail = mailText(await smtp.waitFor(email));
    expect(mail).toMatch(/Subject: Ada Lovelace asks you to fill in their subscription documents/);
    expect(mail).toContain('https://portal.example.com/delegate-invitation?token=');
    expect(mail).toMatch(/only they can sign/);
    const listed = (await getJson(app, '/api/account/delegates', investor)).json().delegates;
    expect(listed).toContainEqual(expect.objectContaining({ id, email, status: 'invited', transactionId: null }));
    const entries = await auditEntriesByActor(app.deps.db, investor.userId);
    expect(entries.map((e) => e.action)).toContain('account.delegate-invited');
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['a malformed address', { email: 'not-an-address', scope: 'all' }, { email: EMAIL_MESSAGE }],
    ['no scope that exists', { email: 'a@example.com', scope: 'some' }, { scope: SCOPE_MESSAGE }],
    ['a scope of the wrong type', { email: 'a@example.com', scope: 42 }, {}],
  ])('refuses %s with a message and stores nothing', async (_, body, fields) => {
    const { app } = t();
    const before = (await getJson(app, '/api/account/delegates', investor)).json().delegates.length;
    const response = await postJson(app, '/api/account/delegates', body, investor);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    if (Object.keys(fields).length > 0) expect(response.json().fields).toEqual(fields);
    expect((await getJson(app, '/api/account/delegates', investor)).json().delegates).toHaveLength(before);
  });

  it("refuses the investor's own address and another investor's investment", async () => {
    const { app } = t();
    const own = await postJson(app, '/api/account/delegates', { email: investor.email, scope: 'all' }, investor);
    expect(own.json()).toEqual({ message: INVITATION_OWN, fields: { email: INVITATION_OWN } });
    const stranger = await investorOnFund(app);
    const theirs = await postJson(
      app,
      '/api/account/delegates',
      { email: uniqueEmail(), scope: stranger.transactionId },
      investor,
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ message: INVESTMENT_NOT_FOUND, fields: { scope: INVESTMENT_NOT_FOUND } });
  });

  it('is accepted only by the invited address, once, by a logged-in account', async () => {
    const { app, smtp } = t();
    const email = uniqueEmail('assistant');
    await inviteDelegate(app, investor, { email });
    const token = await invitationTokenOf(smtp, email);
    expect((await postJson(app, '/api/delegations/accept', { token })).statusCode).toBe(401);
    const someoneElse = await signUp(app);
    const wrong = await postJson(app, '/api/delegations/accept', { token }, someoneElse);
    expect(wrong.json()).toEqual({ message: INVITATION_OTHER_EMAIL(email) });
    expect(wrong.statusCode).toBe(403);
    const delegate = await signUp(app, email);
    expect((await postJson(app, '/api/delegations/accept', { token }, delegate)).statusCode).toBe(200);
    const again = await postJson(app, '/api/delegations/accept', { token }, delegate);
    expect(again.json()).toEqual({ message: INVITATION_INVALID });
    const options = (await getJson(app, '/api/acting-for', delegate)).json();
    expect(options).toEqual({
      current: null,
      options: [expect.objectContaining({ investorName: 'Ada Lovelace', investorEmail: investor.email })],
    });
  });

  it('refuses an invitation older than 14 days', async () => {
    const { app, smtp } = t();
    const email = uniqueEmail('late');
    await inviteDelegate(app, investor, { email });
    const token = await invitationTokenOf(smtp, email);
    const delegate = await signUp(app, email);
    const invitedAt = clock.now;
    clock.now = new Date(invitedAt.getTime() + 15 * 24 * 60 * 60 * 1000);
    try {
      const late = await postJson(app, '/api/delegations/accept', { token }, delegate);
      expect({ status: late.statusCode, body: late.json() }).toEqual({
        status: 400,
        body: { message: INVITATION_INVALID },
      });
    } finally {
      clock.now = invitedAt;
    }
  });

  it('acts for the investor: their record with masked tax ids, and answers stored as theirs', async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, investor);
    const me = (await getJson(app, '/api/me', delegate)).json();
    expect(me).toMatchObject({ user: { id: investor.userId }, delegateEmail: delegate.email, adminEmail: null });
    expect(me.links.accountSettings).toBeUndefined();
    const record = await getJson(
      app,
      `/api/user-investments?transactionIntegrationId=${investor.transactionId}`,
      delegate,
    );
    expect(record.statusCode).toBe(200);
    expect(record.body).not.toContain(SSN_DIGITS);
    expect(record.body).not.toContain('123-45-6789');
    expect(record.body).toContain('6789');
    const answered = await submit(
      app,
      { cookie: delegate.cookie, transactionId: investor.transactionId },
      'NAME_PHONE',
      {
        legalFirstName: 'Ada',
        legalLastName: 'Lovelace',
        mobilePhone: '+1 212 555 0142',
        preferredFirstName: 'Addie',
      },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().currentStep).toBe('RESIDENCE_ADDRESS');
    expect(answered.body).not.toContain(SSN_DIGITS);
    const seen = await findOwnedTransaction(app.deps, investor.transactionId, investor.userId);
    expect(seen?.currentStep).toBe('RESIDENCE_ADDRESS');
    expect(seen?.values.preferredFirstName).toBe('Addie');
    // Back to the tax id step: the masked SSN goes back unchanged, or replaced with a new one.
    const previous = (currentStep: string) =>
      postJson(app, '/api/previous-step', { transactionIntegrationId: investor.transactionId, currentStep }, delegate);
    expect((await previous('RESIDENCE_ADDRESS')).statusCode).toBe(200);
    expect((await previous('NAME_PHONE')).statusCode).toBe(200);
    const asDelegate = { cookie: delegate.cookie, transactionId: investor.transactionId };
    const kept = await submit(app, asDelegate, 'SSN_TAX_ID', { ssn: maskTaxId(SSN_DIGITS) });
    expect(kept.statusCode).toBe(200);
    const unchanged = await findOwnedTransaction(app.deps, investor.transactionId, investor.userId);
    expect(unchanged?.values.ssn?.replace(/\D/g, '')).toBe(SSN_DIGITS);
    expect((await previous('NAME_PHONE')).statusCode).toBe(200);
    const replaced = await submit(app, asDelegate, 'SSN_TAX_ID', { ssn: '321-54-4321' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).not.toContain('321544321');
    expect(replaced.body).not.toContain('321-54-4321');
    const stored = await findOwnedTransaction(app.deps, investor.transactionId, investor.userId);
    expect(stored?.values.ssn?.replace(/\D/g, '')).toBe('321544321');
  });

  it("never signs nor reaches the investor's account or delegates", async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, investor);
    const calls: [string, unknown, string][] = [
      ['/api/signing/session', { transactionIntegrationId: investor.transactionId }, DELEGATE_CANNOT_SIGN],
      ['/api/signing/sign', { transactionIntegrationId: investor.transactionId }, DELEGATE_CANNOT_SIGN],
      ['/api/account/password', { currentPassword: 'x', newPassword: 'y' }, DELEGATE_NOT_OWN_ACCOUNT],
      ['/api/account/email', { newEmail: 'x@example.com', currentPassword: 'x' }, DELEGATE_NOT_OWN_ACCOUNT],
      ['/api/account/delegates', { email: uniqueEmail(), scope: 'all' }, DELEGATE_NOT_OWN_ACCOUNT],
    ];
    for (const [url, body, message] of calls) {
      const response = await postJson(app, url, body, delegate);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: { message },
      });
    }
    expect((await getJson(app, '/api/account/delegates', delegate)).statusCode).toBe(403);
  });

  it('refuses the very next call once revoked, then the delegate is on their own account again', async () => {
    const { app, smtp } = t();
    const delegate = await delegateActingFor(app, smtp, investor);
    expect((await getJson(app, '/api/user-investments', delegate)).statusCode).toBe(200);
    const revoked = await postJson(app, `/api/account/delegates/${delegate.delegationId}/revoke`, {}, investor);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().delegates).toContainEqual(
      expect.objectContaining({ id: delegate.delegationId, status: 'revoked' }),
    );
    const next = await getJson(app, '/api/user-investments', delegate);
    expect({ status: next.statusCode, body: next.json() }).toEqual({
      status: 403,
      body: { message: DELEGATION_ENDED },
    });
    const me = (await getJson(app, '/api/me', delegate)).json();
    expect(me.user.id).toBe(delegate.userId);
    expect(me.delegateEmail).toBeNull();
    const own = (await getJson(app, '/api/user-investments', delegate)).json();
    expect(own.transactions).toEqual([]);
    const choose = await postJson(app, '/api/acting-for', { delegationId: delegate.delegationId }, delegate);
    expect(choose.statusCode).toBe(404);
    const entries = await auditEntriesByActor(app.deps.db, investor.userId);
    expect(entries.map((e) => e.action)).toContain('account.delegate-revoked');
  });

  it('holds a one-investment delegate to that investment', async () => {
    const { app, smtp } = t();
    const owner = await investorOnFund(app);
    const other = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.equityRaise }, owner);
    expect(other.statusCode).toBe(200);
    const otherId = other.json().transactionIntegrationId as string;
    const delegate = await delegateActingFor(app, smtp, owner, { scope: owner.transactionId });
    const listed = (await getJson(app, '/api/user-investments', delegate)).json();
    expect(listed.transactions.map((tx: { integrationId: string }) => tx.integrationId)).toEqual([owner.transactionId]);
    const elsewhere = await submit(app, { cookie: delegate.cookie, transactionId: otherId }, 'INITIAL', {});
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual({
      status: 404,
      body: { message: DELEGATE_ONE_INVESTMENT },
    });
    const started = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.equityRaise }, delegate);
    expect(started.statusCode).toBe(403);
    expect(
      (await submit(app, { cookie: delegate.cookie, transactionId: owner.transactionId }, 'INITIAL', {})).statusCode,
    ).toBe(200);
  });

  it('tells the investor once that the subscription awaits their signature, and credits each answer to its author', async () => {
    const { app, smtp } = t();
    const client = await investorOnFund(app);
    await walkTo(app, client, 'SSN_TAX_ID');
    const adviser = await delegateActingFor(app, smtp, client);
    const asAdviser = { ...client, cookie: adviser.cookie };
    const tooEarly = await postJson(
      app,
      '/api/delegations/notify-investor',
      { transactionIntegrationId: client.transactionId },
      adviser,
    );
    expect(tooEarly.statusCode).toBe(409);
    for (const [step, values] of INDIVIDUAL_ANSWERS.slice(INDIVIDUAL_ANSWERS.findIndex(([s]) => s === 'SSN_TAX_ID'))) {
      expect((await submit(app, asAdviser, step, values)).statusCode).toBe(200);
    }
    const ready = await mailTo(smtp, client.email, /Subject: Ready for your signature: your subscription to /);
    expect(ready).toContain(adviser.email);
    expect(ready).toContain('https://portal.example.com/investment-summary');
    const notified = await postJson(
      app,
      '/api/delegations/notify-investor',
      { transactionIntegrationId: client.transactionId },
      adviser,
    );
    expect(notified.statusCode).toBe(200);
    expect(notified.json().isNew).toBe(false);
    // When, in the fund's Eastern time with the zone named.
    expect(notified.json().message).toMatch(/e-mailed on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T that/);
    expect(mailsTo(smtp, client.email, /Subject: Ready for your signature/)).toHaveLength(1);
    const byInvestor = await postJson(
      app,
      '/api/delegations/notify-investor',
      { transactionIntegrationId: client.transactionId },
      client,
    );
    expect(byInvestor.statusCode).toBe(403);

    const admin = await logInAdmin(app);
    const detail = (await getJson(app, `/api/admin/transactions/${client.transactionId}`, admin)).json();
    const authorOf = (field: string) => detail.answers.find((line: { field: string }) => line.field === field)?.author;
    expect(authorOf('methodOfInvestment')).toBe('Investor');
    expect(authorOf('ssn')).toBe(`Delegate ${adviser.email}`);
    expect(authorOf('agreedToPromotedInterest')).toBe(`Delegate ${adviser.email}`);
    expect(JSON.stringify(detail.answers)).not.toContain(SSN_DIGITS);
    // The audit chain's entries of the answers name who gave them.
    const changes = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, client.transactionId), eq(auditLog.action, 'answers.changed')));
    const authors = changes.map(
      (entry) => (entry.details as { answeredBy?: { by: string; userId: string } }).answeredBy,
    );
    expect(authors).toContainEqual(expect.objectContaining({ by: 'delegate', userId: adviser.userId }));
    expect(authors).toContainEqual(expect.objectContaining({ by: 'investor', userId: client.userId }));
    const trail = await auditEntriesByActor(app.deps.db, adviser.userId);
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'POST /api/submit-step',
        target: client.transactionId,
        details: expect.objectContaining({ delegateFor: client.userId, delegationId: adviser.delegationId }),
      }),
    );
  });

  it('credits the answers an admin gives while acting as the investor to that admin', async () => {
    const { app } = t();
    const client = await investorOnFund(app);
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: client.userId, allowEdits: true }, admin);
    expect((await submit(app, { ...client, cookie: admin.cookie }, 'INITIAL', {})).statusCode).toBe(200);
    expect(
      (await submit(app, { ...client, cookie: admin.cookie }, 'INTL_INVESTOR', { isGlobalInvestor: false })).statusCode,
    ).toBe(200);
    await postJson(app, '/api/admin/impersonate/stop', {}, admin);
    const detail = (await getJson(app, `/api/admin/transactions/${client.transactionId}`, admin)).json();
    const line = detail.answers.find((a: { field: string }) => a.field === 'isGlobalInvestor');
    expect(line.author).toBe(`Administrator ${admin.email}, acting as the investor`);
  });

  it('is not for an admin acting as the investor', async () => {
    const { app } = t();
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    const response = await getJson(app, '/api/account/delegates', admin);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { message: DELEGATES_NOT_WHILE_ACTING },
    });
  });
});
