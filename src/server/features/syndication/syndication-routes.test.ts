// Issue 'Syndication program sign-up': the four steps through the API, progress saved and resumed, the machine
// refusing out-of-order steps with 409, the NDA signed through the signature provider (and refused to an admin
// acting as the investor), and the acknowledgments text.
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NdaView } from '../../../shared/api/syndication';
import { sha256Hex } from '../../security/sha256';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  useTestApp,
} from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { pdfText } from '../signing/testing/pdf-inspect';
import { DEFAULT_ACKNOWLEDGMENTS_TEXT } from './acknowledgments-text';
import { NDA_DISCLOSURE } from './nda-disclosure';
import {
  acknowledge,
  identityBody,
  investorAt,
  signTheNda,
  start,
  statusOf,
  submitAccreditation,
  submitIdentity,
  TYPED,
} from './testing/syndication-fixtures';

describe.each(testBackends())('syndication sign-up on %s', (backend) => {
  const clock = { now: new Date('2026-02-20T15:00:00.000Z') };
  const t = useTestApp(backend, { now: () => clock.now });
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('walks a new investor through the four steps to the review, saving each date', async () => {
    const { app } = t();
    const investor = await signUp(app);
    expect(await statusOf(app, investor)).toMatchObject({ stage: 'NOT_STARTED', stepNumber: null, startedAt: null });

    const started = await start(app, investor);
    expect(started).toMatchObject({
      stage: 'OVERVIEW_ACKNOWLEDGMENTS',
      stepNumber: 1,
      startedAt: clock.now.toISOString(),
      acknowledgmentsText: DEFAULT_ACKNOWLEDGMENTS_TEXT,
      acknowledgmentsTextSha256: sha256Hex(Buffer.from(DEFAULT_ACKNOWLEDGMENTS_TEXT, 'utf8')),
    });

    clock.now = new Date('2026-02-20T16:00:00.000Z');
    expect(await acknowledge(app, investor)).toMatchObject({
      stage: 'NDA',
      stepNumber: 2,
      acknowledgedAt: '2026-02-20T16:00:00.000Z',
    });

    clock.now = new Date('2026-02-21T15:00:00.000Z');
    expect(await signTheNda(app, investor)).toMatchObject({
      stage: 'PROOF_OF_IDENTITY',
      stepNumber: 3,
      ndaSignedAt: '2026-02-21T15:00:00.000Z',
      ndaDocumentUrl: '/api/syndication/nda/document',
    });

    clock.now = new Date('2026-02-22T15:00:00.000Z');
    const identity = await submitIdentity(app, investor);
    expect(identity).toMatchObject({ stage: 'PROOF_OF_ACCREDITATION', stepNumber: 4 });
    expect(identity.identity).toMatchObject({ status: 'todo', decision: null, submittedAt: clock.now.toISOString() });
    expect(identity.identity.upload).toMatchObject({ fileName: 'passport.png', contentType: 'image/png' });

    clock.now = new Date('2026-02-23T15:00:00.000Z');
    const review = await submitAccreditation(app, investor, 'netWorth');
    expect(review).toMatchObject({
      stage: 'UNDER_REVIEW',
      stepNumber: null,
      accreditationBasis: 'netWorth',
      accreditationExpiresAt: null,
      isEligible: false,
      waitingPeriod: { applies: false, endsAt: null, daysLeft: 0 },
    });
    expect(review.accreditation).toMatchObject({ status: 'todo', submittedAt: clock.now.toISOString() });
    expect(review.accreditation.upload).toMatchObject({ fileName: 'cpa-letter.pdf', contentType: 'application/pdf' });

    const profile = (await getJson(app, '/api/user-investments', investor)).json();
    expect(profile).toMatchObject({
      syndicationProgramSignUpStartDate: '2026-02-20T15:00:00.000Z',
      syndicationProgramSignUpAcknowledgmentsCompletionDate: '2026-02-20T16:00:00.000Z',
      syndicationProgramSignUpNDACompletionDate: '2026-02-21T15:00:00.000Z',
      proofOfIdentitySubmissionDate: '2026-02-22T15:00:00.000Z',
      proofOfIdentityStatus: 'todo',
      proofOfAccreditationSubmissionDate: '2026-02-23T15:00:00.000Z',
      proofOfAccreditationStatus: 'todo',
    });
  });

  it('keeps the first start date when the page is visited again', async () => {
    const { app } = t();
    const investor = await signUp(app);
    clock.now = new Date('2026-03-01T15:00:00.000Z');
    await start(app, investor);
    clock.now = new Date('2026-03-05T15:00:00.000Z');
    expect(await start(app, investor)).toMatchObject({
      stage: 'OVERVIEW_ACKNOWLEDGMENTS',
      startedAt: '2026-03-01T15:00:00.000Z',
    });
  });

  it('resumes where the investor left off, in a new session', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const login = await postJson(app, '/api/login', { email: investor.email, password: TEST_PASSWORD });
    const again = { cookie: sessionCookieOf(login) };
    expect((await statusOf(app, again)).stage).toBe('PROOF_OF_IDENTITY');
    expect((await start(app, again)).stage).toBe('PROOF_OF_IDENTITY');
  });

  it.each([
    ['acknowledgments before the start', 'NOT_STARTED', 'acknowledgments'],
    ['the NDA before the acknowledgments', 'started', 'nda/open'],
    ['identity before the NDA', 'acknowledged', 'identity'],
    ['accreditation before identity', 'ndaSigned', 'accreditation'],
    ['the acknowledgments again after the NDA', 'ndaSigned', 'acknowledgments'],
    ['identity again while under review', 'underReview', 'identity'],
  ] as const)('refuses %s with 409 and says where the investor is', async (_title, stage, call) => {
    const { app } = t();
    const investor = stage === 'NOT_STARTED' ? await signUp(app) : await investorAt(app, stage);
    const before = await statusOf(app, investor);
    const bodies: Record<typeof call, unknown> = {
      acknowledgments: { accepted: true, acknowledgmentsTextSha256: before.acknowledgmentsTextSha256 },
      'nda/open': {},
      identity: identityBody(),
      accreditation: { basis: 'income', document: identityBody().document },
    };
    const response = await postJson(app, `/api/syndication/${call}`, bodies[call], investor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ stage: before.stage, message: expect.stringMatching(/\.$/) });
    expect(await statusOf(app, investor)).toEqual(before);
  });

  it('refuses acknowledgments whose text changed since it was read', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'started');
    const response = await postJson(
      app,
      '/api/syndication/acknowledgments',
      { accepted: true, acknowledgmentsTextSha256: 'a'.repeat(64) },
      investor,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The acknowledgments have changed. Please read them again before accepting.');
    expect((await statusOf(app, investor)).stage).toBe('OVERVIEW_ACKNOWLEDGMENTS');
  });

  it("shows the investor's own acknowledgments text when investor relations set one", async () => {
    const { app, database } = t();
    const investor = await investorAt(app, 'started');
    const own = 'First paragraph of our own.\n\nSecond paragraph.';
    const { investors } = await import('../../db/schema/investors');
    const { eq } = await import('drizzle-orm');
    await database.db
      .update(investors)
      .set({ syndicationProgramSignUpAcknowledgmentsText: own })
      .where(eq(investors.userId, investor.userId));
    expect(await statusOf(app, investor)).toMatchObject({
      acknowledgmentsText: own,
      acknowledgmentsTextSha256: sha256Hex(Buffer.from(own, 'utf8')),
    });
    expect((await acknowledge(app, investor)).stage).toBe('NDA');
  });

  it('signs the NDA through the signature provider: consent first, intent, a sealed PDF with its SHA-256', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'acknowledged');
    const view: NdaView = (await postJson(app, '/api/syndication/nda/open', {}, investor)).json();
    expect(view).toMatchObject({ hasConsented: false, hasSigned: false, canSign: true, cannotSignReason: null });
    expect(view.disclosure.sha256).toBe(NDA_DISCLOSURE.sha256);
    expect(view.lines).toContainEqual({ label: 'Recipient', value: 'Ada Lovelace' });

    const unsigned = await getJson(app, view.documentUrl, investor);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(unsigned.rawPayload)).toContain('Syndication Program Confidentiality and Non-Disclosure');

    const early = await postJson(app, '/api/syndication/nda/sign', { intentToSign: true, signature: TYPED }, investor);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please accept the electronic records disclosure before signing.');

    const stale = await postJson(app, '/api/syndication/nda/consent', { disclosureSha256: 'b'.repeat(64) }, investor);
    expect(stale.statusCode).toBe(409);
    const consented = await postJson(
      app,
      '/api/syndication/nda/consent',
      { disclosureSha256: view.disclosure.sha256 },
      investor,
    );
    expect(consented.json()).toMatchObject({ hasConsented: true, hasSigned: false });

    const noIntent = await postJson(
      app,
      '/api/syndication/nda/sign',
      { intentToSign: false, signature: TYPED },
      investor,
    );
    expect(noIntent.statusCode).toBe(400);
    expect((await statusOf(app, investor)).stage).toBe('NDA');

    const signed = await postJson(app, '/api/syndication/nda/sign', { intentToSign: true, signature: TYPED }, investor);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().stage).toBe('PROOF_OF_IDENTITY');

    const sealed = await getJson(app, view.documentUrl, investor);
    const text = await pdfText(sealed.rawPayload);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Syndication Program Confidentiality and Non-Disclosure Agreement');
    expect(text).toContain(NDA_DISCLOSURE.sha256);
    expect((await PDFDocument.load(sealed.rawPayload)).getTitle()).toMatch(/Non-Disclosure Agreement \(signed\)/);
    const { envelopes } = await import('../../db/schema/signing');
    const { eq } = await import('drizzle-orm');
    const [envelope] = await t().database.db.select().from(envelopes).where(eq(envelopes.ownerUserId, investor.userId));
    expect(envelope).toMatchObject({ purpose: 'syndicationNda', transactionId: null, status: 'completed' });
    expect(envelope?.sealedSha256).toBe(sha256Hex(sealed.rawPayload));
  });

  it('refuses the NDA to an administrator acting as the investor, even with edits allowed', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'acknowledged');
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    await postJson(app, '/api/admin/impersonate/allow-edits', {}, admin);
    const view = await postJson(app, '/api/syndication/nda/open', {}, admin);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      canSign: false,
      cannotSignReason: 'An administrator acting as an investor cannot sign for them.',
    });
    for (const [path, body] of [
      ['nda/consent', { disclosureSha256: NDA_DISCLOSURE.sha256 }],
      ['nda/sign', { intentToSign: true, signature: TYPED }],
    ] as const) {
      const refused = await postJson(app, `/api/syndication/${path}`, body, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('An administrator acting as an investor cannot sign for them.');
    }
    expect((await statusOf(app, investor)).stage).toBe('NDA');
  });

  it('answers 401 to a visitor who is not logged in', async () => {
    const { app } = t();
    expect((await getJson(app, '/api/syndication')).statusCode).toBe(401);
    expect((await postJson(app, '/api/syndication/start', {})).statusCode).toBe(401);
    expect((await getJson(app, '/api/syndication/nda/document')).statusCode).toBe(401);
  });
});
