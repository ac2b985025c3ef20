import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_FLASH } from '../../../shared/domain/flow-messages';
import { accounts } from '../../db/schema/accounts';
import { DEMO_PASSWORD } from '../../db/seed/demo-people';
import { getJson, postJson, sessionCookieOf, testBackends, useTestApp } from '../../test/test-app';
import { individualAtSigning, signAsInvestor } from '../signing/testing/signing-fixtures';
import { FUNDS, investorOnFund, SSN_DIGITS, seedFunds, submit, walkTo } from './testing/flow-fixtures';

describe.each(testBackends())('reuse, Previous and amounts in the investment flow API on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  describe('an investor with signed accounts', () => {
    /** Each test starts on its own fund: the demo investor resumes one transaction per fund. */
    const loginSeasoned = async (portalFundSlug: string) => {
      const { app } = t();
      const login = await postJson(app, '/api/login', {
        email: 'seasoned.investor@example.com',
        password: DEMO_PASSWORD,
      });
      const cookie = sessionCookieOf(login);
      const started = await postJson(app, '/api/submit-step', { portalFundSlug }, { cookie });
      const userId = login.json().user.id as string;
      return { cookie, userId, transactionId: started.json().transactionIntegrationId as string };
    };

    it('reuses the complete individual account with the docs/spec.md §4 flash and signs with it, adding no account', async () => {
      const { app, database } = t();
      const investor = await loginSeasoned(FUNDS.promotedVenture);
      const accountsBefore = await database.db.select().from(accounts).where(eq(accounts.userId, investor.userId));
      expect((await submit(app, investor, 'INITIAL', {})).json().currentStep).toBe('SELECT_MOI');
      const add = await submit(app, investor, 'SELECT_MOI', {
        isExistingAccountSelected: false,
        accountIntegrationId: null,
      });
      expect(add.json().currentStep).toBe('INTL_INVESTOR');
      await submit(app, investor, 'INTL_INVESTOR', { isGlobalInvestor: false });
      const chosen = await submit(app, investor, 'MOI_TYPE', { methodOfInvestment: 'individual', accountNickname: '' });
      expect(chosen.json()).toMatchObject({ currentStep: 'CONFIRM_MOI', flash: FLOW_FLASH.existingIndividualAccount });
      expect(chosen.body).not.toContain(SSN_DIGITS);
      // The validity check sends the investor to what the account lacks for this fund: the promoted interest.
      const confirmed = await submit(app, investor, 'CONFIRM_MOI', { isMoiEditModeSelected: false });
      expect(confirmed.json().currentStep).toBe('PROMOTED_INTEREST');
      await submit(app, investor, 'PROMOTED_INTEREST', { agreedToPromotedInterest: true });
      await submit(app, investor, 'QUALIFIED_PURCHASER', { accreditation: '' });
      const signed = await submit(app, investor, 'ACCREDITED_INVESTOR', { accreditation: '0' });
      expect(signed.json().currentStep).toBe('DOCUMENT_SIGNED');
      const accountsAfter = await database.db.select().from(accounts).where(eq(accounts.userId, investor.userId));
      expect(accountsAfter).toHaveLength(accountsBefore.length);
    });

    it("refuses someone else's account on SELECT_MOI", async () => {
      const { app } = t();
      const investor = await loginSeasoned(FUNDS.syndicationMultiple);
      const stranger = await investorOnFund(app);
      await walkTo(app, stranger, 'DOCUMENT_SIGNED');
      const [strangerAccount] = await t()
        .database.db.select()
        .from(accounts)
        .where(eq(accounts.userId, stranger.userId));
      await submit(app, investor, 'INITIAL', {});
      const response = await submit(app, investor, 'SELECT_MOI', {
        isExistingAccountSelected: true,
        accountIntegrationId: strangerAccount?.id ?? '',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['accountIntegrationId']);
    });

    it('offers the account used last, chosen, when a returning investor starts another fund', async () => {
      const { app, database } = t();
      const investor = await individualAtSigning(app);
      await signAsInvestor(app, investor);
      const [signedWith] = await database.db.select().from(accounts).where(eq(accounts.userId, investor.userId));
      const started = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.equityRaise }, investor);
      const next = { ...investor, transactionId: started.json().transactionIntegrationId as string };
      const answer = await getJson(app, `/api/user-investments?transactionIntegrationId=${next.transactionId}`, next);
      const values = answer
        .json()
        .transactions.find((x: { integrationId: string }) => x.integrationId === next.transactionId).values;
      expect(values).toMatchObject({ isExistingAccountSelected: true, accountIntegrationId: signedWith?.id });
      expect((await submit(app, next, 'INITIAL', {})).json().currentStep).toBe('SELECT_MOI');
      const chosen = await submit(app, next, 'SELECT_MOI', {
        isExistingAccountSelected: values.isExistingAccountSelected,
        accountIntegrationId: values.accountIntegrationId,
      });
      expect(chosen.json().currentStep).toBe('CONFIRM_MOI');
      // A newcomer has nothing to choose: 'Add New Method of Investment' stays as it was.
      const newcomer = await investorOnFund(app, FUNDS.equityRaise);
      const fresh = await getJson(
        app,
        `/api/user-investments?transactionIntegrationId=${newcomer.transactionId}`,
        newcomer,
      );
      expect(fresh.json().transactions[0].values).toMatchObject({
        isExistingAccountSelected: false,
        accountIntegrationId: null,
      });
    });
  });

  describe('going back', () => {
    it('saves the step before the current one', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'SSN_TAX_ID');
      const response = await postJson(
        app,
        '/api/previous-step',
        { transactionIntegrationId: investor.transactionId, currentStep: 'SSN_TAX_ID' },
        investor,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ currentStep: 'MOI_TYPE', flash: null });
      expect(response.json().redirectPath).toBeUndefined();
    });

    it("leaves to the fund's page when the step before is INITIAL", async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      await walkTo(app, investor, 'INTL_INVESTOR');
      const response = await postJson(
        app,
        '/api/previous-step',
        { transactionIntegrationId: investor.transactionId, currentStep: 'INTL_INVESTOR' },
        investor,
      );
      expect(response.json()).toMatchObject({
        currentStep: 'INTL_INVESTOR',
        redirectPath: `/fund/${FUNDS.promotedVenture}/data-room`,
      });
    });

    it('answers 409 when the posted step is not current', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const response = await postJson(
        app,
        '/api/previous-step',
        { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' },
        investor,
      );
      expect(response.statusCode).toBe(409);
    });
  });

  describe('changing the amount', () => {
    it('stores an amount within the fund minimum and maximum', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const response = await postJson(
        app,
        '/api/update-investment',
        { transactionIntegrationId: investor.transactionId, amount: 5_000_000 },
        investor,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().transactions[0].amount).toBe(5_000_000);
    });

    it.each([
      ['below the minimum', 100],
      ['above the maximum', 300_000_000],
    ])('refuses an amount %s with 400 and the range', async (_case, amount) => {
      const { app } = t();
      const investor = await investorOnFund(app);
      const response = await postJson(
        app,
        '/api/update-investment',
        { transactionIntegrationId: investor.transactionId, amount },
        investor,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter an amount between $25,000.00 and $2,000,000.00.');
    });

    it('refuses a fractional or negative amount', async () => {
      const { app } = t();
      const investor = await investorOnFund(app);
      for (const amount of [2_500_000.5, -1, '2500000']) {
        const response = await postJson(
          app,
          '/api/update-investment',
          { transactionIntegrationId: investor.transactionId, amount },
          investor,
        );
        expect(response.statusCode).toBe(400);
      }
    });
  });
});
