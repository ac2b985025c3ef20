// docs/spec.md §2 'Fields are read-only once the confirm flag is set' and §3's submit/confirm flag: the investor's
// signature confirms the answers (the machine's SIGNED sets the flag), and from then on the server refuses a changed
// answer as the page shows it read-only. The fund's change request asking for other answers lifts it; a request to
// sign again keeps the answers, and the flag. No request sets or clears the flag itself.
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_PART_OF_STEP } from '../../../../machines/flow-runner';
import { LOCKED_FIELD } from '../../../shared/domain/field-locks';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin, signedIndividual } from '../back-office/testing/admin-fixtures';
import { signAsInvestor, transactionOf } from '../signing/testing/signing-fixtures';
import { type InvestorOnFund, investorOnFund, seedFunds, submit, walkTo } from './testing/flow-fixtures';

const NAME_PHONE = { legalLastName: 'Lovelace', mobilePhone: '+1 212 555 0142', preferredFirstName: '' };

describe.each(testBackends())('the confirm flag on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  /** The values the step page is drawn with. */
  const pageValues = async (investor: InvestorOnFund): Promise<FlowValues> => {
    const query = `?transactionIntegrationId=${investor.transactionId}`;
    const answer = await getJson(t().app, `/api/user-investments${query}`, investor);
    return answer.json().transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId)
      .values;
  };

  const requestChange = (investor: InvestorOnFund, body: object) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/change-request`, body, admin);

  it('is not set while the investor answers, and no request may set it', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    expect((await pageValues(investor)).isConfirmed).toBe(false);
    const forged = await submit(app, investor, 'NAME_PHONE', {
      ...NAME_PHONE,
      legalFirstName: 'Ada',
      isConfirmed: true,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toEqual({ isConfirmed: NOT_PART_OF_STEP });
  });

  it("is set by the investor's signature; signing again alone keeps every answer read-only", async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    expect((await pageValues(investor)).isConfirmed).toBe(true);

    const resign = await requestChange(investor, {
      mode: 'resignOnly',
      items: [{ field: 'accreditation', note: 'The fund updated its terms; please sign again.' }],
    });
    expect(resign.statusCode).toBe(200);
    expect((await transactionOf(app, investor)).currentStep).toBe('DOCUMENT_SIGNED');
    expect((await pageValues(investor)).isConfirmed).toBe(true);

    // Back from signing (the account now counts as an existing one, so the step before is CONFIRM_MOI), the answers
    // are read-only: Edit is refused as a changed answer, and Next with them as they stand goes on to signing.
    const back = await postJson(
      app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'DOCUMENT_SIGNED' },
      investor,
    );
    expect(back.json().currentStep).toBe('CONFIRM_MOI');
    const edit = await submit(app, investor, 'CONFIRM_MOI', { isMoiEditModeSelected: true });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ isMoiEditModeSelected: LOCKED_FIELD });
    const next = await submit(app, investor, 'CONFIRM_MOI', { isMoiEditModeSelected: false });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().currentStep).toBe('DOCUMENT_SIGNED');

    await signAsInvestor(app, investor);
    expect((await pageValues(investor)).isConfirmed).toBe(true);
  });

  it('is lifted by a change request that asks for other answers', async () => {
    const { app } = t();
    const investor = await signedIndividual(app);
    const change = await requestChange(investor, {
      mode: 'changeAnswers',
      items: [{ field: 'legalFirstName', note: 'Please give your legal name as on your passport.' }],
    });
    expect(change.statusCode).toBe(200);
    expect((await pageValues(investor)).isConfirmed).toBe(false);
    const renamed = await submit(app, investor, 'NAME_PHONE', { ...NAME_PHONE, legalFirstName: 'Augusta' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().currentStep).toBe('RESIDENCE_ADDRESS');
  });
});
