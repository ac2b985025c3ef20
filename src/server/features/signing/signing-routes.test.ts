import { beforeAll, describe, expect, it } from 'vitest';
import type { SignAnswer, SigningStatusAnswer, SigningView, VerifyDocumentAnswer } from '../../../shared/api/signing';
import { DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED, TYPED_SIGNATURE_MESSAGE } from '../../../shared/api/signing';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import {
  FUNDS,
  INDIVIDUAL_ANSWERS,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  submit,
} from '../investment-flow/testing/flow-fixtures';
import { CONSENT_FIRST } from './builtin/sign-and-seal';
import { AGREEMENT_CHANGED, DISCLOSURE_CHANGED, NOT_READY_FOR_SIGNING } from './investor-signing';
import { INTENT_REQUIRED } from './signing-route-parts';
import { IMPERSONATION_CANNOT_SIGN, IMPERSONATION_NO_AGREEMENT } from './signing-view';
import { pdfText } from './testing/pdf-inspect';
import { pdfsig } from './testing/pdfsig';
import {
  adminActingAs,
  adminCookie,
  consent,
  individualAtSigning,
  mailTo,
  openSigning,
  sign,
  signAsInvestor,
  transactionOf,
} from './testing/signing-fixtures';

describe.each(testBackends())('an investor signs the agreement on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('shows the filled agreement with masked tax ids, the disclosure, and the envelope id on the transaction', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const opened = await openSigning(app, investor);
    expect(opened.statusCode).toBe(200);
    const view = opened.json() as SigningView;
    expect(view.lines).toContainEqual({ label: 'Subscriber', value: 'Ada Lovelace' });
    expect(view.lines).toContainEqual({ label: 'Commitment', value: '$25,000.00' });
    expect(view.lines).toContainEqual({ label: 'Tax id', value: '•••-••-6789' });
    expect(opened.body).not.toContain(SSN);
    expect(opened.body).not.toContain(SSN_DIGITS);
    expect(view.disclosure.sections.map((s) => s.heading)).toEqual([
      'What this consent covers',
      'Paper copies',
      'Withdrawing your consent',
      'Keeping your contact details up to date',
      'Hardware and software you need',
    ]);
    expect(view.disclosure.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.signers.map((s) => s.role)).toEqual(['investor']);
    expect(view).toMatchObject({ canSign: true, me: { hasConsented: false, hasSigned: false }, status: 'inProgress' });
    const transaction = await transactionOf(app, investor);
    expect(transaction.subscriptionAgreementDocusignId).toBe(view.envelopeId);
    expect(transaction.subscriptionAgreementDate).toBeNull();
  });

  it('opens the same envelope again, and serves the filled agreement as a PDF', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const first = (await openSigning(app, investor)).json() as SigningView;
    const second = (await openSigning(app, investor)).json() as SigningView;
    expect(second.envelopeId).toBe(first.envelopeId);
    const pdf = await getJson(app, first.documentUrl, investor);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^inline; filename="subscription-agreement-venture-fund-iv.pdf"$/,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('-6789');
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(SSN_DIGITS);
  });

  it('refills an unsigned agreement when the investor goes back and changes an answer', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const before = (await openSigning(app, investor)).json() as SigningView;
    const back = await postJson(
      app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'DOCUMENT_SIGNED' },
      investor,
    );
    // The envelope id already makes the account a valid existing one (docs/spec.md §4), so Previous offers it for review.
    expect(back.json().currentStep).toBe('CONFIRM_MOI');
    expect((await submit(app, investor, 'CONFIRM_MOI', { isMoiEditModeSelected: true })).json().currentStep).toBe(
      'SSN_TAX_ID',
    );
    const renamed = {
      legalFirstName: 'Augusta',
      legalLastName: 'King',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    };
    for (const [step, values] of INDIVIDUAL_ANSWERS.slice(INDIVIDUAL_ANSWERS.findIndex(([s]) => s === 'SSN_TAX_ID'))) {
      const answered = await submit(app, investor, step, step === 'NAME_PHONE' ? renamed : values);
      expect(answered.statusCode, `${step}: ${answered.body}`).toBe(200);
    }
    const after = (await openSigning(app, investor)).json() as SigningView;
    expect(after.envelopeId).toBe(before.envelopeId);
    expect(before.lines).toContainEqual({ label: 'Subscriber', value: 'Ada Lovelace' });
    expect(after.lines).toContainEqual({ label: 'Subscriber', value: 'Augusta King' });
    expect(after.me.name).toBe('Augusta King');
  });

  it('refuses a signature before the disclosure is accepted, a stale disclosure and a missing intent', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    const early = await sign(app, investor);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(CONSENT_FIRST);
    const stale = await consent(app, investor, '0'.repeat(64));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DISCLOSURE_CHANGED);
    const accepted = await consent(app, investor, view.disclosure.sha256);
    expect(accepted.json().me.hasConsented).toBe(true);
    const noIntent = await sign(app, investor, undefined, false);
    expect(noIntent.statusCode).toBe(400);
    expect(noIntent.json()).toMatchObject({ message: INTENT_REQUIRED, fields: { intentToSign: INTENT_REQUIRED } });
    const badName = await sign(app, investor, { kind: 'typed', text: 'x' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(TYPED_SIGNATURE_MESSAGE);
    expect((await transactionOf(app, investor)).currentStep).toBe('DOCUMENT_SIGNED');
  });

  it("asks the investor to acknowledge the fund's governing documents before consenting, and keeps it in the evidence", async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    expect(view.governingDocuments.map((d) => d.title)).toEqual([
      'Private placement memorandum',
      'Limited partnership agreement',
    ]);
    for (const document of view.governingDocuments) {
      expect(document.url).toMatch(new RegExp(`^/fund/${FUNDS.promotedVenture}/data-room#document-[0-9a-f-]{36}$`));
    }
    const without = await consent(app, investor, view.disclosure.sha256, false);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      message: DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED,
      fields: { hasReceivedDocuments: DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED },
    });
    expect((await openSigning(app, investor)).json().me.hasConsented).toBe(false);
    const accepted = await consent(app, investor, view.disclosure.sha256);
    expect(accepted.json().me.hasConsented).toBe(true);
    const admin = await adminCookie(app);
    const url = `/api/admin/signing/transactions/${investor.transactionId}/events`;
    const { events } = (await getJson(app, url, { cookie: admin })).json() as {
      events: { type: string; details: Record<string, unknown> }[];
    };
    const acknowledged = events.find((e) => e.type === 'documents.acknowledged');
    expect(acknowledged?.details).toEqual({
      documents: ['Private placement memorandum', 'Limited partnership agreement'],
    });
  });

  it('refuses to sign an agreement that changed since it was shown, and shows the new one', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    await consent(app, investor, view.disclosure.sha256);
    const amount = await postJson(
      app,
      '/api/update-investment',
      { transactionIntegrationId: investor.transactionId, amount: 5_000_000 },
      investor,
    );
    expect(amount.statusCode).toBe(200);
    const stale = await sign(app, investor);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(AGREEMENT_CHANGED);
    const fresh = (await openSigning(app, investor)).json() as SigningView;
    expect(fresh.lines).toContainEqual({ label: 'Commitment', value: '$50,000.00' });
    expect(fresh.me.hasConsented).toBe(true);
    expect((await sign(app, investor)).statusCode).toBe(200);
  });

  it('signs, seals and completes: MID_CLOSING, the agreement date, the summary redirect and a mail', async () => {
    const { app, smtp } = t();
    const investor = await individualAtSigning(app);
    const answer = (await signAsInvestor(app, investor)).json() as SignAnswer;
    expect(answer).toMatchObject({ isComplete: true, redirectPath: `/investment-summary#${investor.transactionId}` });
    expect(answer.view).toMatchObject({ status: 'completed', canSign: false, me: { hasSigned: true } });
    const transaction = await transactionOf(app, investor);
    expect(transaction.currentStep).toBe('MID_CLOSING');
    expect(transaction.subscriptionAgreementDate).not.toBeNull();
    const status = (await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();
    expect(status).toMatchObject({ status: 'completed', pendingNames: [] } satisfies Partial<SigningStatusAnswer>);
    expect(status.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    const mail = await mailTo(smtp, investor.email, /is signed/);
    expect(mail).toContain(`/investment-summary#${investor.transactionId}`);
  });

  it('treats signing twice as one signature', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const first = (await signAsInvestor(app, investor)).json() as SignAnswer;
    const again = await sign(app, investor, { kind: 'typed', text: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    const second = again.json() as SignAnswer;
    expect(second.view.signers).toEqual(first.view.signers);
    expect(second.isComplete).toBe(true);
    const events = await adminEvents(investor.transactionId);
    expect(events.filter((e) => e.type === 'signature.signed')).toHaveLength(1);
  });

  it('lets the investor download the sealed agreement and verifies its seal; a tampered copy is detected', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const { view } = (await signAsInvestor(app, investor)).json() as SignAnswer;
    const download = await getJson(app, `${view.documentUrl}?download=true`, investor);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".*-signed\.pdf"$/);
    const sealed = download.rawPayload;
    const text = await pdfText(sealed);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(view.disclosure.sha256);
    expect(await pdfsig(sealed)).toMatchObject([
      { fieldName: 'Portal seal', coversWholeFile: true, validation: 'Signature is Valid.' },
    ]);
    const stored = await postJson(app, '/api/signing/verify', { envelopeId: view.envelopeId }, investor);
    expect(stored.json()).toMatchObject({ isAltered: false } satisfies Partial<VerifyDocumentAnswer>);
    const copy = await postJson(
      app,
      '/api/signing/verify',
      { envelopeId: view.envelopeId, pdfBase64: sealed.toString('base64') },
      investor,
    );
    expect(copy.json().isAltered).toBe(false);
    const tampered = Buffer.from(sealed);
    const at = tampered.lastIndexOf('/Producer');
    tampered.write('/Pr0ducer', at, 'latin1');
    const check = await postJson(
      app,
      '/api/signing/verify',
      { envelopeId: view.envelopeId, pdfBase64: tampered.toString('base64') },
      investor,
    );
    expect(check.json()).toMatchObject({ isAltered: true, recordedSha256: stored.json().recordedSha256 });
    expect(check.json().computedSha256).not.toBe(check.json().recordedSha256);
  });

  it('refuses to verify an agreement that is not sealed yet, and anything that is not a PDF', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    expect((await postJson(app, '/api/signing/verify', { envelopeId: view.envelopeId }, investor)).statusCode).toBe(
      409,
    );
    const notPdf = await postJson(
      app,
      '/api/signing/verify',
      { envelopeId: view.envelopeId, pdfBase64: 'aGVsbG8=' },
      investor,
    );
    expect(notPdf.statusCode).toBe(400);
  });

  it('refuses to open signing before the flow reaches the signing step', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    const response = await openSigning(app, investor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: NOT_READY_FOR_SIGNING, currentStep: 'INITIAL' });
  });

  it("refuses every signing call on someone else's transaction, and asks the logged-out to log in", async () => {
    const { app } = t();
    const owner = await individualAtSigning(app);
    const view = (await openSigning(app, owner)).json() as SigningView;
    const stranger = await signUp(app);
    const asStranger = { cookie: stranger.cookie, transactionId: owner.transactionId };
    const calls = [
      () => openSigning(app, asStranger),
      () => consent(app, asStranger, view.disclosure.sha256),
      () => sign(app, asStranger),
      () => getJson(app, `/api/signing/transactions/${owner.transactionId}/status`, stranger),
      () => getJson(app, view.documentUrl, stranger),
      () =>
        postJson(
          app,
          '/api/signing/resend',
          { transactionIntegrationId: owner.transactionId, signerId: view.me.signerId },
          stranger,
        ),
      () => postJson(app, '/api/signing/verify', { envelopeId: view.envelopeId }, stranger),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect((await openSigning(app, { cookie: '', transactionId: owner.transactionId })).statusCode).toBe(401);
    expect((await getJson(app, view.documentUrl)).statusCode).toBe(401);
    expect((await transactionOf(app, owner)).currentStep).toBe('DOCUMENT_SIGNED');
  });

  it('lets an admin acting as the investor read the agreement but not accept or sign for them', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const cookie = await adminActingAs(app, investor.userId);
    const acting = { cookie, transactionId: investor.transactionId };
    // Read-only: the admin never prepares the agreement, which only the investor's own opening does.
    const early = await openSigning(app, acting);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(IMPERSONATION_NO_AGREEMENT);
    const prepared = (await openSigning(app, investor)).json() as SigningView;
    const events = await adminEvents(investor.transactionId);
    const view = (await openSigning(app, acting)).json() as SigningView;
    expect(view).toMatchObject({ canSign: false, cannotSignReason: IMPERSONATION_CANNOT_SIGN });
    expect(view.envelopeId).toBe(prepared.envelopeId);
    // Nothing recorded in the investor's name by the admin's reading.
    expect(await adminEvents(investor.transactionId)).toEqual(events);
    const accepted = await consent(app, acting, view.disclosure.sha256);
    expect(accepted.statusCode).toBe(403);
    const signed = await sign(app, acting);
    expect(signed.statusCode).toBe(403);
    expect(signed.json().message).toBe(IMPERSONATION_CANNOT_SIGN);
    expect((await transactionOf(app, investor)).currentStep).toBe('DOCUMENT_SIGNED');
    const mine = (await openSigning(app, investor)).json() as SigningView;
    expect(mine).toMatchObject({ canSign: true, me: { hasConsented: false } });
  });

  const adminEvents = async (transactionId: string): Promise<{ type: string }[]> => {
    const response = await getJson(t().app, `/api/admin/signing/transactions/${transactionId}/events`, {
      cookie: await adminCookie(t().app),
    });
    return response.json().events;
  };
});
