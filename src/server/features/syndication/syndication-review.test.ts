// Issue 'Syndication program sign-up', review: the admin queue (pending first, by status), the upload opened for
// review, approve or deny with a reason; approval's dates and accreditation expiry, the investor's e-mail, the audit
// entries, a denial sending the investor back to that step; then the 30-day waiting period at its US Eastern edges.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SyndicationStatusAnswer, VerificationQueueRow } from '../../../shared/api/syndication';
import { auditLog } from '../../db/schema/operations';
import { mailText } from '../../test/smtp-peer';
import { getJson, postJson, sessionCookieOf, TEST_PASSWORD, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  identityBody,
  investorAt,
  type SignedUpInvestor,
  statusOf,
  submitIdentity,
} from './testing/syndication-fixtures';

// Acknowledged at 10:00 EST on 20 Feb 2026; clocks spring forward on 8 Mar, so day 30 starts at 10:00 EDT (14:00Z).
const T0 = new Date('2026-02-20T15:00:00.000Z');
const DAY_5 = new Date('2026-02-25T15:00:00.000Z');
const DAY_29 = new Date('2026-03-21T14:00:00.000Z');
const DAY_29_LAST_SECOND = new Date('2026-03-22T13:59:59.000Z');
const DAY_30 = new Date('2026-03-22T14:00:00.000Z');

describe.each(testBackends())('syndication review on %s', (backend) => {
  const clock = { now: T0 };
  const t = useTestApp(backend, { now: () => clock.now });
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const queue = async (query = ''): Promise<VerificationQueueRow[]> => {
    const response = await getJson(t().app, `/api/admin/verifications${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().verifications;
  };

  const itemsOf = async (investor: SignedUpInvestor) =>
    (await queue()).filter((row) => row.investor.email === investor.email);

  const itemOf = async (investor: SignedUpInvestor, kind: 'identity' | 'accreditation') => {
    const row = (await itemsOf(investor)).find((r) => r.kind === kind && ['todo', 'inProgress'].includes(r.status));
    if (!row) throw new Error(`No pending ${kind} item`);
    return row;
  };

  const decide = (row: VerificationQueueRow, body: unknown) =>
    postJson(t().app, `/api/admin/verifications/${row.verificationId}/decision`, body, admin);

  const profileOf = async (investor: SignedUpInvestor) =>
    (await getJson(t().app, '/api/user-investments', investor)).json();

  const auditActions = async (userId: string) =>
    (await t().database.db.select().from(auditLog).where(eq(auditLog.target, userId))).map((e) => e.action);

  it('lists pending items first, oldest first, with what the investor declared; filters by status', async () => {
    clock.now = T0;
    const first = await investorAt(t().app, 'underReview');
    clock.now = DAY_5;
    const second = await investorAt(t().app, 'identitySubmitted');
    await decide(await itemOf(first, 'identity'), { decision: 'approved' });

    const rows = await queue();
    const pendingIndexes = rows.flatMap((r, i) => (['todo', 'inProgress'].includes(r.status) ? [i] : []));
    const decidedIndexes = rows.flatMap((r, i) => (r.status === 'completed' ? [i] : []));
    expect(Math.max(...pendingIndexes)).toBeLessThan(Math.min(...decidedIndexes));
    const pendingTimes = pendingIndexes.map((i) => rows[i]?.submittedAt ?? '');
    expect(pendingTimes).toEqual([...pendingTimes].sort());

    const identity = (await itemsOf(second))[0];
    expect(identity).toMatchObject({
      kind: 'identity',
      status: 'todo',
      decision: null,
      investor: { integrationId: second.userId, name: 'Ada Lovelace', email: second.email },
      upload: { contentType: 'image/png', fileName: 'passport.png' },
      details: [
        { label: 'Legal name', value: 'Ada King Lovelace' },
        { label: 'Date of birth', value: '1980-12-10' },
        { label: 'Residence', value: '350 Fifth Avenue, New York, New York 10118, United States' },
      ],
    });
    const accreditation = await itemOf(first, 'accreditation');
    expect(accreditation.details).toEqual([
      { label: 'Basis', value: 'Income of $200,000 or more in each of the last two years' },
    ]);

    const completed = await queue('?status=completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((r) => r.status === 'completed')).toBe(true);
    expect((await getJson(t().app, '/api/admin/verifications?status=bogus', admin)).statusCode).toBe(400);
  });

  it('moves an item and the investor to inProgress when the admin first opens the document', async () => {
    const investor = await investorAt(t().app, 'identitySubmitted');
    const row = await itemOf(investor, 'identity');
    const document = await getJson(t().app, row.documentUrl, admin);
    expect(document.statusCode).toBe(200);
    expect((await itemOf(investor, 'identity')).status).toBe('inProgress');
    expect((await statusOf(t().app, investor)).identity.status).toBe('inProgress');
    expect((await profileOf(investor)).proofOfIdentityStatus).toBe('inProgress');
    expect(await auditActions(row.verificationId)).toEqual(['verification.document-viewed']);
  });

  it.each([
    ['net worth: valid for 90 days', 'netWorth', '2026-05-26T14:00:00.000Z'],
    ['income: valid for a year', 'income', '2027-02-25T15:00:00.000Z'],
  ] as const)(
    'approves identity and accreditation on %s, dating both and mailing the investor',
    async (_t, basis, expiry) => {
      const { app, smtp } = t();
      clock.now = T0;
      const investor = await investorAt(app, 'underReview', { basis });
      clock.now = DAY_5;
      const identity = await decide(await itemOf(investor, 'identity'), { decision: 'approved' });
      expect(identity.statusCode, identity.body).toBe(200);
      expect(identity.json().verification).toMatchObject({
        status: 'completed',
        decision: 'approved',
        decidedAt: DAY_5.toISOString(),
        reason: null,
      });
      expect((await statusOf(app, investor)).stage).toBe('UNDER_REVIEW');
      const accreditation = await decide(await itemOf(investor, 'accreditation'), { decision: 'approved' });
      expect(accreditation.statusCode, accreditation.body).toBe(200);

      expect(await profileOf(investor)).toMatchObject({
        proofOfIdentityStatus: 'approved',
        proofOfIdentityStatusUpdateDate: DAY_5.toISOString(),
        proofOfAccreditationStatus: 'approved',
        proofOfAccreditationDate: DAY_5.toISOString(),
        proofOfAccreditationExpirationDate: expiry,
      });
      const status = await statusOf(app, investor);
      expect(status).toMatchObject({
        stage: 'WAITING_PERIOD',
        accreditationExpiresAt: expiry,
        identity: { decision: 'approved', status: 'completed' },
        accreditation: { decision: 'approved', status: 'completed' },
        waitingPeriod: { applies: true, daysLeft: 25 },
      });

      const mail = await smtp.waitFor(investor.email);
      const mails = smtp.messages.filter((m) => m.to.includes(investor.email)).map(mailText);
      expect(mails).toHaveLength(2);
      expect(mailText(mail)).toContain('Subject: Your proof of identity has been approved');
      expect(mails.join('\n')).toContain('Subject: Your proof of accreditation has been approved');
      expect(mails.join('\n')).toContain('/syndication-program');

      const actions = await auditActions(investor.userId);
      for (const action of [
        'syndication.started',
        'syndication.acknowledged',
        'syndication.nda-signed',
        'syndication.identity-submitted',
        'syndication.accreditation-submitted',
      ]) {
        expect(actions).toContain(action);
      }
      const decisions = await t()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'verification.approved'));
      expect(decisions.filter((e) => e.details.userId === investor.userId)).toHaveLength(2);
      const verified = await postJson(app, '/api/admin/audit/verify', {}, admin);
      expect(verified.json()).toMatchObject({ isIntact: true, problems: [], unsealed: 0 });
    },
  );

  it('denies with a reason, which is required; the investor is sent back to that step and mailed why', async () => {
    const { app, smtp } = t();
    const investor = await investorAt(app, 'underReview');
    const row = await itemOf(investor, 'identity');
    for (const body of [{ decision: 'denied' }, { decision: 'denied', reason: '   ' }]) {
      const refused = await decide(row, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Please give the reason; the investor will read it.',
        fields: { reason: 'Please give the reason; the investor will read it.' },
      });
    }
    expect((await decide(row, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await statusOf(app, investor)).stage).toBe('UNDER_REVIEW');

    const reason = 'The photo of your ID is too blurred to read.';
    const denied = await decide(row, { decision: 'denied', reason: `  ${reason} ` });
    expect(denied.json().verification).toMatchObject({ status: 'completed', decision: 'denied', reason });
    const status = await statusOf(app, investor);
    expect(status).toMatchObject({
      stage: 'PROOF_OF_IDENTITY',
      stepNumber: 3,
      identity: { status: 'completed', decision: 'denied', reason },
      accreditation: { status: 'todo' },
    });
    expect((await profileOf(investor)).proofOfIdentityStatus).toBe('denied');
    const mail = mailText(await smtp.waitFor(investor.email));
    expect(mail).toContain('Subject: We could not accept your proof of identity');
    expect(mail).toContain(reason);

    expect((await decide(row, { decision: 'approved' })).statusCode).toBe(409);
    const again = await submitIdentity(app, investor, identityBody());
    expect(again).toMatchObject({ stage: 'UNDER_REVIEW', identity: { status: 'todo', decision: null, reason: null } });
    expect(
      (await itemsOf(investor))
        .filter((r) => r.kind === 'identity')
        .map((r) => r.status)
        .sort(),
    ).toEqual(['completed', 'todo']);
  });

  it('sends an investor whose accreditation was denied back to proof of accreditation', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'underReview');
    await decide(await itemOf(investor, 'identity'), { decision: 'approved' });
    await decide(await itemOf(investor, 'accreditation'), { decision: 'denied', reason: 'The letter is unsigned.' });
    expect(await statusOf(app, investor)).toMatchObject({ stage: 'PROOF_OF_ACCREDITATION', stepNumber: 4 });
    expect(await profileOf(investor)).toMatchObject({
      proofOfAccreditationStatus: 'denied',
      proofOfAccreditationDate: null,
      proofOfAccreditationExpirationDate: null,
    });
  });

  it('answers 404 for an unknown item and 409 for one decided already', async () => {
    const missing = await postJson(
      t().app,
      '/api/admin/verifications/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'approved' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect((await getJson(t().app, '/api/admin/verifications/nope/document', admin)).statusCode).toBe(404);
    const investor = await investorAt(t().app, 'identitySubmitted');
    const row = await itemOf(investor, 'identity');
    expect((await decide(row, { decision: 'approved' })).statusCode).toBe(200);
    const twice = await decide(row, { decision: 'denied', reason: 'Changed my mind.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This verification has already been decided.');
    expect((await profileOf(investor)).proofOfIdentityStatus).toBe('approved');
  });

  it('marks an item not applicable when the investor became eligible through an accredited investment', async () => {
    const { app } = t();
    // The demo funds are open around the real date they were seeded on; sessions of the test's past have expired.
    clock.now = new Date();
    admin = await logInAdmin(app);
    const investor = await investorAt(app, 'underReview');
    const created = await postJson(app, '/api/create-user-portfolio', { portalFundSlug: 'venture-fund-iv' }, investor);
    expect(created.statusCode, created.body).toBe(200);
    const started = await postJson(app, '/api/submit-step', { portalFundSlug: 'venture-fund-iv' }, investor);
    expect(started.statusCode, started.body).toBe(200);
    const transactionId = started.json().transactionIntegrationId;
    const dated = await postJson(
      app,
      `/api/admin/transactions/${transactionId}/dates`,
      { proofOfAccreditationDate: clock.now.toISOString() },
      admin,
    );
    expect(dated.statusCode, dated.body).toBe(200);
    expect((await statusOf(app, investor)).stage).toBe('ELIGIBLE');
    const row = await itemOf(investor, 'identity');
    const refused = await decide(row, { decision: 'approved' });
    expect(refused.statusCode).toBe(409);
    const after = (await itemsOf(investor)).find((r) => r.verificationId === row.verificationId);
    expect(after).toMatchObject({ status: 'notApplicable', decision: null });
  });

  describe('the waiting period, in US Eastern days', () => {
    let investor: SignedUpInvestor;

    /** A session of the day (sessions expire as the clock moves on). */
    const onDay = async (now: Date) => {
      clock.now = now;
      const login = await postJson(t().app, '/api/login', { email: investor.email, password: TEST_PASSWORD });
      return { cookie: sessionCookieOf(login) };
    };

    beforeAll(async () => {
      clock.now = T0;
      investor = await investorAt(t().app, 'underReview');
      clock.now = DAY_5;
      await decide(await itemOf(investor, 'identity'), { decision: 'approved' });
      await decide(await itemOf(investor, 'accreditation'), { decision: 'approved' });
    });

    it.each<[string, Date, Partial<SyndicationStatusAnswer>]>([
      [
        'day 29',
        DAY_29,
        {
          stage: 'WAITING_PERIOD',
          isEligible: false,
          waitingPeriod: { applies: true, endsAt: DAY_30.toISOString(), daysLeft: 1 },
        },
      ],
      [
        'the last second of day 29',
        DAY_29_LAST_SECOND,
        {
          stage: 'WAITING_PERIOD',
          isEligible: false,
          waitingPeriod: { applies: true, endsAt: DAY_30.toISOString(), daysLeft: 1 },
        },
      ],
      [
        'day 30',
        DAY_30,
        {
          stage: 'ELIGIBLE',
          isEligible: true,
          waitingPeriod: { applies: false, endsAt: DAY_30.toISOString(), daysLeft: 0 },
        },
      ],
    ])('on %s', async (_title, now, expected) => {
      const session = await onDay(now);
      expect(await statusOf(t().app, session)).toMatchObject(expected);
      expect((await postJson(t().app, '/api/syndication/start', {}, session)).json().stage).toBe(expected.stage);
    });
  });
});
