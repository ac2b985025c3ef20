// docs/admin.md 'Decisions': the fund's countersignature on an approved, fully signed agreement, through the built-in
// provider: appended to the signers' sealed file with a second digital signature, resealed with a new SHA-256 that the verify call accepts, the certificate extended, the event and
// the audit entry recorded; what the investor and the exports then get; and every refusal.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import type { SigningStatusAnswer, VerifyDocumentAnswer } from '../../../../shared/api/signing';
import { transactions } from '../../../db/schema/transactions';
import { sha256Hex } from '../../../security/sha256';
import { addSoftwarePasskey, logInWithPasskey } from '../../../test/software-passkey';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { createBuiltinProvider } from '../../signing/public-api';
import { pdfText } from '../../signing/testing/pdf-inspect';
import { pdfsig } from '../../signing/testing/pdfsig';
import {
  jointAtSigning,
  type SigningCase,
  signAsInvestor,
  transactionOf,
} from '../../signing/testing/signing-fixtures';
import { createAdminDeps } from '../admin-deps';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import { readZip } from '../testing/read-zip';
import {
  ALREADY_COUNTERSIGNED,
  COUNTERSIGN_UNAVAILABLE,
  countersignTransaction,
  NOT_APPROVED,
  NOT_FULLY_SIGNED,
  STOP_ACTING_FIRST,
  TITLE_REQUIRED,
} from './countersign';
import { COUNTERSIGNED_CANNOT_BE_REJECTED } from './decisions';

const USER_AGENT = 'Mozilla/5.0 (Countersign test)';
const FUND_LEGAL_NAME = 'Venture Fund IV, L.P.';

/** The PDF with one byte of its metadata changed, as a forger editing the file would leave it. */
const tampered = (pdf: Buffer): Buffer => {
  const copy = Buffer.from(pdf);
  copy.write('/Pr0ducer', copy.lastIndexOf('/Producer'), 'latin1');
  return copy;
};

/**
 * The admin's first login here sets up the authenticator app in its session (the back office asks for a second
 * factor): the certificate names both factors, not the password alone.
 */
const BACK_OFFICE_AUTH =
  'Logged in to the back office as an administrator with e-mail and password, then a code from an authenticator app';

describe.each(testBackends())('the fund countersigns on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const decide = (investor: SigningCase, action: string, body: object = {}, who: AdminSession = admin) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/${action}`, body, {
      cookie: who.cookie,
      headers: { 'user-agent': USER_AGENT },
    });

  const approvedAndSigned = async (): Promise<SigningCase> => {
    const investor = await signedIndividual(t().app);
    expect((await decide(investor, 'approve')).statusCode).toBe(200);
    return investor;
  };

  const detailOf = async (investor: SigningCase): Promise<TransactionDetailAnswer> =>
    (await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();

  const investorPdf = async (investor: SigningCase) => {
    const url = `/api/signing/transactions/${investor.transactionId}/document?download=true`;
    return getJson(t().app, url, investor);
  };

  const verify = (investor: SigningCase, envelopeId: string, copy?: Buffer) =>
    postJson(
      t().app,
      '/api/signing/verify',
      { envelopeId, ...(copy && { pdfBase64: copy.toString('base64') }) },
      investor,
    );

  const countersignEvents = async (investor: SigningCase) => {
    const url = `/api/admin/signing/transactions/${investor.transactionId}/events`;
    const { events } = (await getJson(t().app, url, admin)).json() as {
      events: {
        id: number;
        type: string;
        at: string;
        ip: string | null;
        userAgent: string | null;
        details: Record<string, unknown>;
      }[];
    };
    return events.filter((e) => e.type === 'envelope.countersigned');
  };

  it('stamps the signatory on the agreement, extends the certificate and reseals it with a new SHA-256', async () => {
    const investor = await approvedAndSigned();
    const before = await detailOf(investor);
    const signersSeal = (await investorPdf(investor)).rawPayload;
    const previousSha256 = before.signing?.sealedSha256 ?? '';
    expect(sha256Hex(signersSeal)).toBe(previousSha256);

    const response = await decide(investor, 'countersign', { signatoryTitle: '  General   Partner ' });
    expect(response.statusCode).toBe(200);
    const detail = response.json() as TransactionDetailAnswer;
    const sha256 = detail.signing?.sealedSha256 ?? '';
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256).not.toBe(previousSha256);
    expect(detail).toMatchObject({
      canCountersign: false,
      row: { status: 'awaitingFunds', statusText: 'Countersigned, awaiting funds', approval: 'approved' },
    });
    expect(detail.row.countersignedAt).not.toBeNull();
    expect(detail.signing?.countersignature).toMatchObject({
      name: 'Ida Relations',
      title: 'General Partner',
      email: admin.email,
      fundLegalName: FUND_LEGAL_NAME,
      authMethod: BACK_OFFICE_AUTH,
      userAgent: USER_AGENT,
      sha256,
      previousSha256,
    });

    const download = await investorPdf(investor);
    expect(download.headers['content-disposition']).toMatch(/filename=".*-countersigned\.pdf"$/);
    const countersigned = download.rawPayload;
    expect(sha256Hex(countersigned)).toBe(sha256);
    expect(await pdfsig(countersigned)).toMatchObject([
      { fieldName: 'Portal seal', coversWholeFile: false, validation: 'Signature is Valid.' },
      { fieldName: 'Fund countersignature', coversWholeFile: true, validation: 'Signature is Valid.' },
    ]);
    const text = await pdfText(countersigned);
    for (const expected of [
      'ACCEPTANCE BY THE FUND',
      `For and on behalf of ${FUND_LEGAL_NAME}`,
      'Name: Ida Relations',
      'Title: General Partner',
      'Certificate of completion',
      'Countersigned for the Fund: Ida Relations',
      // The certificate wraps the line: its first words, and its last.
      'Logged in to the back office as an administrator with e-mail and password',
      'authenticator app',
      USER_AGENT,
      previousSha256,
    ]) {
      expect(text).toContain(expected);
    }
    const asAdmin = await getJson(t().app, `/api/admin/signing/transactions/${investor.transactionId}/document`, admin);
    expect(sha256Hex(asAdmin.rawPayload)).toBe(sha256);

    const events = await countersignEvents(investor);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userAgent: USER_AGENT,
      details: { sha256, previousSha256, signatory: { name: 'Ida Relations', title: 'General Partner' } },
    });
    expect(events[0]?.ip).not.toBeNull();
    const entries = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json()
      .entries as { action: string; at: string; actor: { id: string } | null; details: Record<string, unknown> }[];
    // One trail: the audit entry names the countersignature's signing event, at the same instant.
    expect(entries.find((e) => e.action === 'transaction.countersigned')).toMatchObject({
      actor: { id: admin.userId },
      at: events[0]?.at,
      details: {
        signatory: 'Ida Relations',
        title: 'General Partner',
        previousSha256,
        sealedSha256: sha256,
        signingEventId: events[0]?.id,
      },
    });
    expect(events[0]?.details.signatory).toMatchObject({ userId: admin.userId });
  });

  it('states the passkey of an admin who logged in with one, on the event and the certificate of countersignature', async () => {
    const { app } = t();
    const investor = await approvedAndSigned();
    const cookie = await logInWithPasskey(app, await addSoftwarePasskey(app, admin.userId));
    const response = await decide(investor, 'countersign', { signatoryTitle: 'General Partner' }, { ...admin, cookie });
    expect(response.statusCode).toBe(200);
    const passkeyAuth = 'Logged in to the back office as an administrator with a passkey';
    const [event] = await countersignEvents(investor);
    expect(event?.details.authMethod).toBe(passkeyAuth);
    const text = (await pdfText((await investorPdf(investor)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(passkeyAuth);
    expect(text).not.toContain('administrator with e-mail and password');
  });

  it('lets the fund still decline an approved investment until it countersigns, and then countersign nothing', async () => {
    const { app } = t();
    const investor = await approvedAndSigned();
    const response = await decide(investor, 'reject', { reason: 'Allocation is full.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ canCountersign: false, row: { status: 'declined' } });
    const declined = (await transactionOf(app, investor)) as unknown as {
      isApproved: boolean | null;
      rejectionDate: string | null;
    };
    expect(declined).toMatchObject({ isApproved: false, rejectionDate: expect.any(String) });
    const countersign = await decide(investor, 'countersign');
    expect(countersign.statusCode).toBe(409);
    expect(await countersignEvents(investor)).toEqual([]);
  });

  it('verifies the countersigned PDF by its new SHA-256, detects a tampered copy and names the earlier seal', async () => {
    const investor = await approvedAndSigned();
    const signersSeal = (await investorPdf(investor)).rawPayload;
    const { signing } = (await decide(investor, 'countersign', { signatoryTitle: 'Managing Member' })).json();
    const envelopeId = signing.envelopeId as string;
    const countersigned = (await investorPdf(investor)).rawPayload;
    // The countersignature is an update appended to the signers' sealed file, which stays byte for byte its start.
    expect(countersigned.subarray(0, signersSeal.length).equals(signersSeal)).toBe(true);

    const stored = (await verify(investor, envelopeId)).json() as VerifyDocumentAnswer;
    expect(stored).toMatchObject({ isAltered: false, isEarlierSeal: false, recordedSha256: signing.sealedSha256 });
    const copy = (await verify(investor, envelopeId, countersigned)).json() as VerifyDocumentAnswer;
    expect(copy).toMatchObject({ isAltered: false, computedSha256: signing.sealedSha256 });
    const forged = (await verify(investor, envelopeId, tampered(countersigned))).json() as VerifyDocumentAnswer;
    expect(forged).toMatchObject({ isAltered: true, isEarlierSeal: false });
    expect(forged.computedSha256).not.toBe(forged.recordedSha256);
    const earlier = (await verify(investor, envelopeId, signersSeal)).json() as VerifyDocumentAnswer;
    expect(earlier).toMatchObject({ isAltered: true, isEarlierSeal: true });
    const forgedEarlier = (await verify(investor, envelopeId, tampered(signersSeal))).json();
    expect(forgedEarlier).toMatchObject({ isAltered: true, isEarlierSeal: false });
  });

  it('shows the investor the approval and the countersignature, and exports the countersigned agreement', async () => {
    const { app } = t();
    const investor = await approvedAndSigned();
    await decide(investor, 'countersign', { signatoryTitle: 'General Partner' });
    const seen = (await transactionOf(app, investor)) as unknown as { approvedAt?: string };
    expect(seen).toMatchObject({ isApproved: true, rejectionDate: null });
    // The record's approval date is the audit trail's.
    const audit = (await getJson(app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json().entries as {
      action: string;
      at: string;
    }[];
    const approval = audit.find((e) => e.action === 'transaction.approved');
    expect(approval).toBeDefined();
    expect(seen.approvedAt).toBe(approval?.at);
    const status = (await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();
    expect((status as SigningStatusAnswer).countersignedAt).not.toBeNull();

    const { sealedSha256 } = (await detailOf(investor)).signing ?? {};
    const zip = await getJson(app, `/api/admin/funds/${FUNDS.promotedVenture}/agreements.zip`, admin);
    expect(readZip(zip.rawPayload).map((file) => sha256Hex(file.bytes))).toContain(sealedSha256);
    const csv = (await getJson(app, `/api/admin/funds/${FUNDS.promotedVenture}/export.csv`, admin)).body;
    expect(csv.split('\r\n')[0]).toContain('"Agreement signed (US Eastern)","Countersigned (US Eastern)"');
    const row = csv.split('\r\n').find((line) => line.includes(investor.transactionId)) ?? '';
    expect(row).toContain('"Countersigned, awaiting funds"');
  });

  it('refuses an agreement that is not approved, or not signed by everyone', async () => {
    const signed = await signedIndividual(t().app);
    const notApproved = await decide(signed, 'countersign');
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe(NOT_APPROVED);

    const joint = await jointAtSigning(t().app);
    await signAsInvestor(t().app, joint);
    const approval = await decide(joint, 'approve');
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toBe('This subscription cannot be approved: not everyone has signed yet.');
    expect((await decide(joint, 'countersign')).json().message).toBe(NOT_APPROVED);
    // An approval stored before approvals waited for every signature: the countersignature still refuses it.
    await t()
      .app.deps.db.update(transactions)
      .set({ isApproved: true })
      .where(eq(transactions.id, joint.transactionId));
    expect((await detailOf(joint)).lifecycleAnomalies).toEqual([
      'Approved before everyone signed: withdraw the approval, or wait for the signatures.',
    ]);
    const halfSigned = await decide(joint, 'countersign');
    expect(halfSigned.statusCode).toBe(409);
    expect(halfSigned.json().message).toBe(NOT_FULLY_SIGNED);
    expect(await countersignEvents(joint)).toEqual([]);
    expect((await detailOf(joint)).row).toMatchObject({ approval: 'approved', status: 'awaitingCoSigners' });
    expect((await detailOf(joint)).row.statusText).toMatch(/^Waiting for .+ to sign$/);
  });

  it('countersigns once: a second request, even at the same moment, is refused and changes nothing', async () => {
    const investor = await approvedAndSigned();
    const [first, second] = await Promise.all([decide(investor, 'countersign'), decide(investor, 'countersign')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(ALREADY_COUNTERSIGNED);
    const { sealedSha256 } = (await detailOf(investor)).signing ?? {};
    const again = await decide(investor, 'countersign', { signatoryTitle: 'Another Title' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_COUNTERSIGNED);
    expect((await detailOf(investor)).signing?.sealedSha256).toBe(sealedSha256);
    expect(await countersignEvents(investor)).toHaveLength(1);
    const entries = (await getJson(t().app, `/api/admin/audit?action=transaction.countersigned`, admin)).json().entries;
    expect(entries.filter((e: { target: string }) => e.target === investor.transactionId)).toHaveLength(1);
  });

  it('refuses an admin who is acting as an investor', async () => {
    const { app } = t();
    const investor = await approvedAndSigned();
    const acting = await logInAdmin(app);
    expect((await postJson(app, '/api/admin/impersonate', { userId: investor.userId }, acting)).statusCode).toBe(200);
    const response = await decide(investor, 'countersign', {}, acting);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STOP_ACTING_FIRST);
    expect((await detailOf(investor)).signing?.countersignature).toBeNull();
  });

  it.each([
    ['a blank title', { signatoryTitle: '   ' }],
    ['a title of more than 100 characters', { signatoryTitle: 'x'.repeat(101) }],
  ])('asks for a title when given %s', async (_name, body) => {
    const investor = await approvedAndSigned();
    const response = await decide(investor, 'countersign', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TITLE_REQUIRED, fields: { signatoryTitle: TITLE_REQUIRED } });
    expect((await detailOf(investor)).signing?.countersignature).toBeNull();
  });

  it.each([
    ['a title that is not text', { signatoryTitle: 42 }],
    ['an unknown field', { signatory: 'Someone Else' }],
  ])('refuses %s', async (_name, body) => {
    const investor = await approvedAndSigned();
    const response = await decide(investor, 'countersign', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('no longer lets the fund reject what it countersigned', async () => {
    const investor = await approvedAndSigned();
    await decide(investor, 'countersign');
    const response = await decide(investor, 'reject', { reason: 'Changed our mind.' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(COUNTERSIGNED_CANNOT_BE_REJECTED);
    expect(await transactionOf(t().app, investor)).toMatchObject({ isApproved: true, rejectionDate: null });
  });

  it('says plainly when the signature provider cannot countersign', async () => {
    const { app } = t();
    const investor = await approvedAndSigned();
    const { countersign: _countersign, ...withoutCountersign } = createBuiltinProvider({
      db: app.deps.db,
      cipher: app.deps.cipher,
      identity: app.deps.signingIdentity,
    });
    const signatory = { userId: admin.userId, name: 'Ida Relations', title: 'General Partner', email: admin.email };
    const attempt = countersignTransaction(createAdminDeps(app.deps, withoutCountersign), {
      signatory,
      transactionId: investor.transactionId,
      evidence: { at: new Date(), ip: '203.0.113.9', userAgent: USER_AGENT, loginMethod: 'passkey' },
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 501, message: COUNTERSIGN_UNAVAILABLE });
  });
});
