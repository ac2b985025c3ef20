import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SSN_NOT_ISSUED_MESSAGE } from '../../../shared/schemas/fields/tax-id';
import { accounts } from '../../db/schema/accounts';
import { transactions } from '../../db/schema/transactions';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { OTHER_FUND } from './flow-routes';
import {
  FUNDS,
  INDIVIDUAL_ANSWERS,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  submit,
  walkTo,
} from './testing/flow-fixtures';

describe.each(testBackends())('the investment flow API on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  describe('starting an investment', () => {
    it('creates a transaction at INITIAL and resumes the same one next time', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const again = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.promotedVenture }, investor);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        transactionIntegrationId: investor.transactionId,
        currentStep: 'INITIAL',
        flash: null,
      });
      expect(again.json().transactions).toHaveLength(1);
    });

    it("answers 500 'Portfolio not found' before the portfolio exists", async () => {
      const { app } = t();
      const { cookie } = await signUp(app);
      const response = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.promotedVenture }, { cookie });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Portfolio not found' });
    });

    it('refuses a full fund with 403 and [fundMaxExceeded] (docs/spec.md §8)', async () => {
      const { app } = t();
      const { cookie } = await signUp(app);
      await postJson(app, '/api/create-user-portfolio', { portalFundSlug: FUNDS.full }, { cookie });
      const response = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.full }, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('[fundMaxExceeded]');
    });

    it('refuses a new investment in a closed fund', async () => {
      const { app } = t();
      const { cookie } = await signUp(app);
      await postJson(app, '/api/create-user-portfolio', { portalFundSlug: FUNDS.closed }, { cookie });
      const response = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.closed }, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/closed/);
    });

    it('marks transactions on a reservation portal as requiring a reservation in advance', async () => {
      const { app } = t();
      const investor = await investorOnFund(app, FUNDS.reservation);
      const response = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.reservation }, investor);
      expect(response.json().transactions[0]).toMatchObject({ requiredReservationInAdvance: true });
    });

    it('answers 401 with the fund login when logged out', async () => {
      const response = await postJson(t().app, '/api/submit-step', { portalFundSlug: FUNDS.promotedVenture });
      expect(response.statusCode).toBe(401);
      expect(response.json().redirectPath).toBe(`/fund/login/${FUNDS.promotedVenture}`);
    });
  });

  describe('submitting steps', () => {
    it('walks a US individual from INITIAL to the signing step', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'DOCUMENT_SIGNED');
      const [row] = await t()
        .database.db.select()
        .from(transactions)
        .where(eq(transactions.id, investor.transactionId));
      expect(row?.currentStep).toBe('DOCUMENT_SIGNED');
      expect(row?.version).toBe(INDIVIDUAL_ANSWERS.length);
    });

    it('answers the new step, its url segment and the masked portfolio', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const response = await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ currentStep: 'NAME_PHONE', transactionIntegrationId: investor.transactionId });
      expect(body.slug).toEqual(expect.any(String));
      expect(response.body).not.toContain(SSN_DIGITS);
      expect(response.body).not.toContain(SSN);
      expect(body.transactions[0].values.ssn.endsWith('6789')).toBe(true);
    });

    it('answers the portfolio exactly as a fresh read shows it', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'NAME_PHONE');
      const namePhone = INDIVIDUAL_ANSWERS.find(([step]) => step === 'NAME_PHONE')?.[1] ?? {};
      const answer = await submit(app, investor, 'NAME_PHONE', namePhone);
      // The answer is scoped as a step page reads it: the fund's transactions, this one with its form data.
      const scope = `portalFundSlug=${FUNDS.promotedVenture}&transactionIntegrationId=${investor.transactionId}`;
      const fresh = await getJson(app, `/api/user-investments?${scope}`, investor);
      const { transactionIntegrationId: _t, currentStep: _c, slug: _s, flash: _f, ...portfolio } = answer.json();
      expect(portfolio).toEqual(fresh.json());
    });

    it("answers 400 with the step's field message for an invalid SSN and stays on the step", async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const response = await submit(app, investor, 'SSN_TAX_ID', { ssn: '123-45' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ ssn: 'Please enter a valid SSN.' });
      const again = await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN });
      expect(again.json().currentStep).toBe('NAME_PHONE');
    });

    it.each([['000-00-0000'], ['666-12-3456'], ['900-12-3456'], ['123-00-4567'], ['123-45-0000']])(
      "refuses %j, an SSN never issued, with the shared schema's message under the field",
      async (ssn) => {
        const { app } = t();
        const investor = await investorOnFund(app);
        await walkTo(app, investor, 'SSN_TAX_ID');
        const response = await submit(app, investor, 'SSN_TAX_ID', { ssn });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: { ssn: SSN_NOT_ISSUED_MESSAGE } });
        expect(response.json().message).toEqual(expect.any(String));
        expect((await getJson(app, '/api/user-investments', investor)).json().transactions[0]?.currentStep).toBe(
          'SSN_TAX_ID',
        );
      },
    );

    it('refuses a field the step does not own', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const response = await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN, accreditation: '0' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['accreditation']);
    });

    it('answers 409 with the stored step when the posted step is not current', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const response = await submit(app, investor, 'ACCREDITED_INVESTOR', { accreditation: '0' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ currentStep: 'INITIAL', message: expect.any(String) });
    });

    it('cannot reach the signing step without an accredited answer', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'ACCREDITED_INVESTOR');
      const response = await submit(app, investor, 'ACCREDITED_INVESTOR', { accreditation: '1' });
      expect(response.json().currentStep).toBe('INVALID_INVESTOR_STATUS');
      const stuck = await submit(app, investor, 'INVALID_INVESTOR_STATUS', {});
      expect(stuck.statusCode).toBe(409);
    });

    it('lets exactly one of two simultaneous submits of the same step through', async () => {
      const { app, database } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const responses = await Promise.all([
        submit(app, investor, 'SSN_TAX_ID', { ssn: SSN }),
        submit(app, investor, 'SSN_TAX_ID', { ssn: '321-54-4321' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await database.db.select().from(transactions).where(eq(transactions.id, investor.transactionId));
      expect(row?.version).toBe(4);
    });

    it('keeps the stored SSN when the masked value comes back unchanged', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'NAME_PHONE');
      const back = await postJson(
        app,
        '/api/previous-step',
        { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' },
        investor,
      );
      expect(back.json().currentStep).toBe('SSN_TAX_ID');
      const masked = back.json().transactions[0].values.ssn as string;
      expect(masked).not.toContain('12345');
      const response = await submit(app, investor, 'SSN_TAX_ID', { ssn: masked });
      expect(response.statusCode).toBe(200);
      const stored = await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId);
      expect(stored?.values.ssn).toBe(SSN_DIGITS);
    });

    it("answers a Next without a session 401 with the login of the investment's fund (docs/spec.md §8)", async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const response = await postJson(app, '/api/submit-step', {
        portalFundSlug: FUNDS.promotedVenture,
        transactionIntegrationId: investor.transactionId,
        currentStep: 'INITIAL',
        values: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: expect.any(String),
        redirectPath: `/fund/login/${FUNDS.promotedVenture}`,
      });
    });

    it('accepts the fund of the investment with a Next, and refuses another one without moving on', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const next = { transactionIntegrationId: investor.transactionId, currentStep: 'INITIAL', values: {} };
      const refused = await postJson(app, '/api/submit-step', { ...next, portalFundSlug: FUNDS.bondRaise }, investor);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: OTHER_FUND });
      const accepted = await postJson(
        app,
        '/api/submit-step',
        { ...next, portalFundSlug: FUNDS.promotedVenture },
        investor,
      );
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().currentStep).toBe('INTL_INVESTOR');
    });

    it('refuses masked text that is not the stored tax id', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const response = await submit(app, investor, 'SSN_TAX_ID', { ssn: '•••-••-1111' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['ssn']);
    });

    it('stores the account the investor will sign with on reaching the signing step', async () => {
      const { app, database } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'DOCUMENT_SIGNED');
      const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, investor.userId));
      expect(account).toMatchObject({ accountType: 0, isGlobalInvestor: false });
      const [row] = await database.db.select().from(transactions).where(eq(transactions.id, investor.transactionId));
      expect(row?.accountId).toBe(account?.id);
    });
  });

  describe('Previous to a step the answers no longer lead to (docs/spec.md §4)', () => {
    it('falls to ERROR_UNKNOWN, keeping the answers, and restarts at INITIAL from there', async () => {
      const { app, database } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      // The stored answers change under the investment: an entity never passes the individual's SSN step.
      await database.db
        .update(transactions)
        .set({ values: sql`jsonb_set(${transactions.values}, '{methodOfInvestment}', '"entity"')` })
        .where(eq(transactions.id, investor.transactionId));
      const previous = (currentStep: string) =>
        postJson(
          app,
          '/api/previous-step',
          { transactionIntegrationId: investor.transactionId, currentStep },
          investor,
        );

      const failed = await previous('SSN_TAX_ID');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({ currentStep: 'ERROR_UNKNOWN', slug: 'error-unknown' });
      expect(failed.json().flash).toEqual(expect.any(String));
      const stored = async () =>
        (await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId))?.currentStep;
      expect(await stored()).toBe('ERROR_UNKNOWN');
      expect((await submit(app, investor, 'ERROR_UNKNOWN', {})).statusCode).toBe(409);

      const restarted = await previous('ERROR_UNKNOWN');
      expect(restarted.statusCode).toBe(200);
      expect(restarted.json()).toMatchObject({ currentStep: 'INITIAL', flash: null });
      expect(restarted.json().redirectPath).toBeUndefined();
      expect(await stored()).toBe('INITIAL');
      const kept = await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId);
      expect(kept?.values).toMatchObject({ methodOfInvestment: 'entity', isGlobalInvestor: false });
    });
  });
});
