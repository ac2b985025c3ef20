import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { investmentStatus } from '../../../../shared/domain/investment-status';
import { auditLog } from '../../../db/schema/operations';
import { envelopes, signingEvents } from '../../../db/schema/signing';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, seedFunds, submit } from '../../investment-flow/testing/flow-fixtures';
import { mailTo, type SigningCase, signAsInvestor, transactionOf } from '../../signing/testing/signing-fixtures';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import { CHANGE_INVALID, CHANGE_NOT_APPLICABLE, FIELD_TWICE, NOT_AN_ANSWER, NOTE_REQUIRED } from './change-requests';

const NAME_NOTE = 'Please give your legal name as on your passport.';
const ADDRESS_NOTE = 'The postal code looks wrong.';

describe.each(testBackends())('change requests on a signed agreement on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const requestChange = (investor: SigningCase, body: object) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/change-request`, body, admin);

  const detail = async (investor: SigningCase) =>
    (await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();

  const stepAnswer = async (investor: SigningCase) => {
    const response = await getJson(
      t().app,
      `/api/user-investments?transactionIntegrationId=${investor.transactionId}`,
      investor,
    );
    return response
      .json()
      .transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId);
  };

  it('sends the flow back to the earliest marked step, voids the agreement with its evidence, mails and audits', async () => {
    const { app, smtp } = t();
    const investor = await signedIndividual(app);
    const before = await detail(investor);
    expect(before.markableAnswers.map((a: { field: string }) => a.field)).toEqual(
      expect.arrayContaining(['legalFirstName', 'residenceAddress']),
    );
    const envelopeId = before.signing.envelopeId as string;

    const response = await requestChange(investor, {
      mode: 'changeAnswers',
      items: [
        { field: 'residenceAddress', note: ADDRESS_NOTE },
        { field: 'legalFirstName', note: `  ${NAME_NOTE}  ` },
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    // NAME_PHONE comes before RESIDENCE_ADDRESS on the investor's route.
    expect(after.row).toMatchObject({
      currentStep: 'NAME_PHONE',
      status: 'changesRequested',
      statusText: 'Changes requested',
      subscriptionAgreementDate: null,
    });
    // One vocabulary: the pipeline's filter and the dashboard name it by the lifecycle's stage, and so does the
    // investor's own page (the summary card reads the same status from the open request it is given).
    const pipeline = await getJson(
      app,
      `/api/admin/funds/${FUNDS.promotedVenture}/pipeline?status=changesRequested`,
      admin,
    );
    expect(pipeline.json().rows.map((r: { transactionId: string }) => r.transactionId)).toEqual([
      investor.transactionId,
    ]);
    const inProgress = await getJson(
      app,
      `/api/admin/funds/${FUNDS.promotedVenture}/pipeline?status=inProgress`,
      admin,
    );
    expect(inProgress.json().rows.map((r: { transactionId: string }) => r.transactionId)).not.toContain(
      investor.transactionId,
    );
    const dashboard = (await getJson(app, `/api/admin/funds/${FUNDS.promotedVenture}/dashboard`, admin)).json();
    expect(dashboard.statuses.find((s: { status: string }) => s.status === 'changesRequested')).toMatchObject({
      count: 1,
    });
    const onSummary = await stepAnswer(investor);
    expect(investmentStatus(onSummary, onSummary.agreement, onSummary.changeRequest !== undefined).kind).toBe(
      'changesRequested',
    );
    expect(after.signing).toBeNull();
    expect(after.markableAnswers).toEqual([]);
    expect(after.changeRequests[0]).toMatchObject({
      mode: 'changeAnswers',
      targetStep: 'NAME_PHONE',
      answeredAt: null,
      voidedEnvelopeId: envelopeId,
      items: [
        { field: 'residenceAddress', step: 'RESIDENCE_ADDRESS', note: ADDRESS_NOTE },
        { field: 'legalFirstName', step: 'NAME_PHONE', note: NAME_NOTE },
      ],
    });
    expect(after.audit[0]).toMatchObject({
      action: 'transaction.change-requested',
      details: { mode: 'changeAnswers', targetStep: 'NAME_PHONE', voidedEnvelopeId: envelopeId, isMailed: true },
    });

    // The step the request moved is the admin's act in the audit trail, not the investor's.
    const [moved] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, investor.transactionId), eq(auditLog.action, 'answers.changed')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(moved?.actorUserId).toBe(admin.userId);
    expect(moved?.details).toMatchObject({ fromStep: 'MID_CLOSING', toStep: 'NAME_PHONE', movedBy: admin.userId });

    // The voided agreement keeps its signers and events, with the void and its reason.
    const [voided] = await app.deps.db.select().from(envelopes).where(eq(envelopes.id, envelopeId));
    expect(voided).toMatchObject({ voidedTransactionId: investor.transactionId, transactionId: null });
    const events = await app.deps.db.select().from(signingEvents).where(eq(signingEvents.envelopeId, envelopeId));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['signature.signed', 'envelope.completed', 'envelope.voided']),
    );

    const mail = await mailTo(smtp, investor.email, /update your answers and sign again/);
    expect(mail).toContain(NAME_NOTE);
    expect(mail).toContain(`/invest/name-and-phone/${investor.transactionId}`);

    // The investor sees each note for its field, at the step the flow went back to.
    const mine = await stepAnswer(investor);
    expect(mine).toMatchObject({
      currentStep: 'NAME_PHONE',
      changeNotes: { mode: 'changeAnswers', notes: { legalFirstName: NAME_NOTE, residenceAddress: ADDRESS_NOTE } },
    });
    // The summary's card says when the fund asked and what, with each note under its answer's label.
    const summary = (await getJson(app, '/api/user-investments', investor)).json();
    const card = summary.transactions.find(
      (x: { integrationId: string }) => x.integrationId === investor.transactionId,
    );
    expect(card.changeRequest).toEqual({
      requestedAt: after.changeRequests[0].requestedAt,
      mode: 'changeAnswers',
      items: [
        { label: after.changeRequests[0].items[0].label, note: ADDRESS_NOTE },
        { label: after.changeRequests[0].items[1].label, note: NAME_NOTE },
      ],
    });

    // They fix the name and walk on to signing again; a new agreement is signed; the request is answered.
    const fixed = await submit(app, investor, 'NAME_PHONE', {
      legalFirstName: 'Augusta',
      legalLastName: 'Lovelace',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    });
    expect(fixed.statusCode).toBe(200);
    expect(
      fixed.json().transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId),
    ).toMatchObject({ changeNotes: { notes: { legalFirstName: NAME_NOTE } } });
    for (const [step, values] of [
      ['RESIDENCE_ADDRESS', {}],
      ['INVESTMENT_ADDRESS', {}],
      ['PROMOTED_INTEREST', { agreedToPromotedInterest: true }],
      ['QUALIFIED_PURCHASER', { accreditation: '' }],
      ['ACCREDITED_INVESTOR', { accreditation: '0' }],
    ] as const) {
      const next = await submit(app, investor, step, values);
      expect(next.statusCode, `${step}: ${next.body.slice(0, 200)}`).toBe(200);
    }
    expect((await transactionOf(app, investor)).currentStep).toBe('DOCUMENT_SIGNED');
    await signAsInvestor(app, investor);
    const resigned = await detail(investor);
    expect(resigned.row.status).toBe('underReview');
    expect(resigned.signing.envelopeId).not.toBe(envelopeId);
    expect(resigned.changeRequests[0].answeredAt).toEqual(expect.any(String));
    expect(resigned.audit.map((e: { action: string }) => e.action)).toContain('transaction.change-answered');
    expect((await stepAnswer(investor)).changeNotes).toBeUndefined();
    expect((await stepAnswer(investor)).changeRequest).toBeUndefined();
  });

  it('re-sign only: back to signing with the answers unchanged', async () => {
    const { app, smtp } = t();
    const investor = await signedIndividual(app);
    const response = await requestChange(investor, {
      mode: 'resignOnly',
      items: [{ field: 'legalLastName', note: 'The agreement was filled before the fund updated its terms.' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().row).toMatchObject({ currentStep: 'DOCUMENT_SIGNED' });
    expect(response.json().answers).toEqual((await detail(investor)).answers);
    await mailTo(smtp, investor.email, /sign your subscription agreement again/);
    await signAsInvestor(app, investor);
    expect((await transactionOf(app, investor)).currentStep).toBe('MID_CLOSING');
  });

  it('refuses unknown fields, a field twice and empty notes with 400, and writes nothing', async () => {
    const investor = await signedIndividual(t().app);
    const response = await requestChange(investor, {
      mode: 'changeAnswers',
      items: [
        { field: 'spouseEmail', note: 'Not asked of this investor.' },
        { field: 'noSuchField', note: 'x' },
        { field: 'legalFirstName', note: '   ' },
        { field: 'legalFirstName', note: 'Twice.' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: CHANGE_INVALID,
      fields: {
        'items.0.field': NOT_AN_ANSWER,
        'items.1.field': NOT_AN_ANSWER,
        'items.2.note': NOTE_REQUIRED,
        'items.3.field': FIELD_TWICE,
      },
    });
    for (const body of [
      { mode: 'changeAnswers', items: [] },
      { mode: 'other', items: [{ field: 'ssn', note: 'x' }] },
      {},
    ]) {
      expect((await requestChange(investor, body)).statusCode).toBe(400);
    }
    const after = await detail(investor);
    expect(after.row.currentStep).toBe('MID_CLOSING');
    expect(after.changeRequests).toEqual([]);
    expect(after.signing.status).toBe('completed');
  });

  it('refuses with 409 an investment already sent back, or countersigned', async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    const body = { mode: 'resignOnly', items: [{ field: 'legalFirstName', note: 'Sign again, please.' }] };
    expect((await requestChange(investor, body)).statusCode).toBe(200);
    const again = await requestChange(investor, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHANGE_NOT_APPLICABLE);

    const countersigned = await signedIndividual(app);
    await postJson(app, `/api/admin/transactions/${countersigned.transactionId}/approve`, {}, admin);
    await postJson(app, `/api/admin/transactions/${countersigned.transactionId}/countersign`, {}, admin);
    const refused = await requestChange(countersigned, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHANGE_NOT_APPLICABLE);
    expect((await detail(countersigned)).markableAnswers).toEqual([]);
  });

  it('sends an approved agreement back before the countersignature: the approval no longer applies', async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    await postJson(app, `/api/admin/transactions/${investor.transactionId}/approve`, {}, admin);
    expect((await detail(investor)).markableAnswers).not.toEqual([]);
    const body = {
      mode: 'resignOnly',
      items: [{ field: 'legalFirstName', note: 'Sign the corrected terms, please.' }],
    };
    const response = await requestChange(investor, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      row: { status: 'changesRequested', approval: 'pending' },
      canCountersign: false,
      lifecycleAnomalies: [],
    });
    const wire = await getJson(app, `/api/investments/${investor.transactionId}/wire-instructions`, investor);
    expect(wire.statusCode).toBe(409);
    await signAsInvestor(app, investor);
    const resigned = await detail(investor);
    expect(resigned.row.status).toBe('underReview');
    expect(resigned.decisions.approve).toBeNull();
  });
});
