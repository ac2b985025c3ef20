// docs/spec.md §2's read-only fields, held by the server as the page shows them (shared/domain/field-locks.ts): legal names
// once any transaction has a subscription agreement date, the IRA SSN once confirmed at signing, every field once the
// confirm flag is set. A submit that changes one is a 400 naming the field; the same value passes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_FIELD } from '../../../shared/domain/field-locks';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { transactions } from '../../db/schema/transactions';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { NO_EDIT } from './flow-routes';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  storeStep,
  submit,
  walkTo,
} from './testing/flow-fixtures';

const SIGNED_AT = new Date('2026-05-01T12:00:00.000Z');

describe.each(testBackends())('read-only fields held by the server on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const storedValues = async (investor: InvestorOnFund): Promise<FlowValues> => {
    const query = `?transactionIntegrationId=${investor.transactionId}`;
    const answer = await getJson(t().app, `/api/user-investments${query}`, { cookie: investor.cookie });
    const found = answer
      .json()
      .transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId);
    return found.values as FlowValues;
  };

  const setTransaction = (investor: InvestorOnFund, fields: Partial<typeof transactions.$inferInsert>) =>
    t().app.deps.db.update(transactions).set(fields).where(eq(transactions.id, investor.transactionId));

  it('refuses new legal names once any transaction has a subscription agreement date, and takes the same ones', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    await setTransaction(investor, { subscriptionAgreementDate: SIGNED_AT });
    const stored = await storedValues(investor);
    expect(stored.legalFirstName).not.toBe('');

    const renamed = await submit(app, investor, 'NAME_PHONE', {
      legalFirstName: 'Someone',
      legalLastName: stored.legalLastName,
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { legalFirstName: LOCKED_FIELD },
    });
    expect((await storedValues(investor)).mobilePhone).toBe(stored.mobilePhone);

    const same = await submit(app, investor, 'NAME_PHONE', {
      legalFirstName: stored.legalFirstName,
      legalLastName: stored.legalLastName,
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().currentStep).toBe('RESIDENCE_ADDRESS');
  });

  it('lets names change while no agreement is signed', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    const renamed = await submit(app, investor, 'NAME_PHONE', {
      legalFirstName: 'Augusta',
      legalLastName: 'King',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await storedValues(investor)).legalFirstName).toBe('Augusta');
  });

  it('refuses another IRA SSN once the SSN was confirmed at signing, and takes the same one', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    for (const [step, values] of [
      ['INITIAL', {}],
      ['INTL_INVESTOR', { isGlobalInvestor: false }],
      ['MOI_TYPE', { methodOfInvestment: 'ira' }],
      ['SDIRA_CUSTODIAN', { iraCustodian: 'strata' }],
    ] as const) {
      expect((await submit(app, investor, step, values)).statusCode).toBe(200);
    }
    expect((await submit(app, investor, 'STRATA_SSN', { ssn: SSN })).statusCode).toBe(200);
    const back = await postJson(
      app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' },
      investor,
    );
    expect(back.json().currentStep).toBe('STRATA_SSN');
    await setTransaction(investor, { iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT });

    const other = await submit(app, investor, 'STRATA_SSN', { ssn: '321-54-4321' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ ssn: LOCKED_FIELD });
    expect(
      (await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId))?.values.ssn,
    ).toBe('123456789');

    // The page sends the stored number back as it shows it, masked, or as typed with dashes: both are the same SSN.
    const masked = (await storedValues(investor)).ssn;
    expect((await submit(app, investor, 'STRATA_SSN', { ssn: masked })).statusCode).toBe(200);
  });

  const NEW_YORK = {
    address1: '350 Fifth Avenue',
    address2: '',
    city: 'New York',
    state: 'NY',
    province: '',
    postalCode: '10118',
    country: 'US',
  };

  /** A strata IRA answered up to signing, and signed: the signature confirmed its SSN (as transaction-sync records). */
  const signedStrataIra = async (investor: InvestorOnFund): Promise<string> => {
    const { app } = t();
    for (const [step, values] of [
      ['INITIAL', {}],
      ['INTL_INVESTOR', { isGlobalInvestor: false }],
      ['MOI_TYPE', { methodOfInvestment: 'ira', accountNickname: '' }],
      ['SDIRA_CUSTODIAN', { iraCustodian: 'strata' }],
      ['STRATA_SSN', { ssn: SSN }],
      [
        'NAME_PHONE',
        { legalFirstName: 'Ada', legalLastName: 'Lovelace', mobilePhone: '+1 212 555 0142', preferredFirstName: '' },
      ],
      ['RESIDENCE_ADDRESS', { residenceAddress: NEW_YORK }],
      ['PROMOTED_INTEREST', { agreedToPromotedInterest: true }],
      ['QUALIFIED_PURCHASER', { accreditation: '' }],
      ['ACCREDITED_INVESTOR', { accreditation: '0' }],
    ] as const) {
      const answer = await submit(app, investor, step, values);
      expect(answer.statusCode, `${step}: ${answer.body}`).toBe(200);
    }
    const signed = await repositoriesOf(app).transactions.findOwned(investor.transactionId, investor.userId);
    const accountId = signed?.transaction.accountIntegrationId;
    if (!accountId) throw new Error('The IRA account was not stored at signing');
    await setTransaction(investor, {
      subscriptionAgreementDocusignId: 'envelope-1',
      subscriptionAgreementDate: SIGNED_AT,
      iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT,
    });
    return accountId;
  };

  it('keeps the IRA SSN confirmed at signing read-only in a later subscription that uses the same account', async () => {
    const { app } = t();
    const first = await investorOnFund(app);
    const accountId = await signedStrataIra(first);

    // A new subscription, in another fund, choosing the same IRA.
    const started = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.syndicationMultiple }, first);
    expect(started.statusCode).toBe(200);
    const later: InvestorOnFund = { ...first, transactionId: started.json().transactionIntegrationId };
    expect((await submit(app, later, 'INITIAL', {})).json().currentStep).toBe('SELECT_MOI');
    const chosen = await submit(app, later, 'SELECT_MOI', {
      isExistingAccountSelected: true,
      accountIntegrationId: accountId,
    });
    expect(chosen.json().currentStep).toBe('CONFIRM_MOI');
    // The page reads the lock from the portfolio's facts: the account is named there.
    expect(chosen.json().facts.iraSsnConfirmedAccountIds).toEqual([accountId]);

    // Edit, which would lead to a new SSN, is refused for that account as for the signed transaction.
    const edit = await submit(app, later, 'CONFIRM_MOI', { isMoiEditModeSelected: true });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ isMoiEditModeSelected: NO_EDIT });

    // On the SSN step itself (where the stored step may stand), another SSN is refused and the stored one passes.
    await storeStep(t().app, later, 'STRATA_SSN', {});
    const other = await submit(app, later, 'STRATA_SSN', { ssn: '321-54-4321' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ ssn: LOCKED_FIELD });
    const stored = await repositoriesOf(app).transactions.findOwned(later.transactionId, later.userId);
    expect(stored?.values.ssn).toBe(SSN_DIGITS);
    expect((await submit(app, later, 'STRATA_SSN', { ssn: (await storedValues(later)).ssn })).statusCode).toBe(200);
  });

  it("leaves a new IRA's SSN open beside one confirmed at signing", async () => {
    const { app } = t();
    const first = await investorOnFund(app);
    await signedStrataIra(first);
    const started = await postJson(app, '/api/submit-step', { portalFundSlug: FUNDS.syndicationMultiple }, first);
    const later: InvestorOnFund = { ...first, transactionId: started.json().transactionIntegrationId };
    await submit(app, later, 'INITIAL', {});
    const added = await submit(app, later, 'SELECT_MOI', {
      isExistingAccountSelected: false,
      accountIntegrationId: null,
    });
    expect(added.json().currentStep).toBe('INTL_INVESTOR');
    await submit(app, later, 'INTL_INVESTOR', { isGlobalInvestor: false });
    await submit(app, later, 'MOI_TYPE', { methodOfInvestment: 'ira', accountNickname: '' });
    await submit(app, later, 'SDIRA_CUSTODIAN', { iraCustodian: 'strata' });
    const typed = await submit(app, later, 'STRATA_SSN', { ssn: '321-54-4321' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().currentStep).toBe('NAME_PHONE');
  });

  it("refuses CONFIRM_MOI's Edit for an IRA whose tax ids were confirmed at signing", async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'SSN_TAX_ID');
    await storeStep(t().app, investor, 'CONFIRM_MOI', {
      methodOfInvestment: 'ira',
      iraCustodian: 'strata',
      ssn: '123456789',
    });
    const edit = () => submit(app, investor, 'CONFIRM_MOI', { isMoiEditModeSelected: true });

    await setTransaction(investor, { iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT });
    const refused = await edit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ isMoiEditModeSelected: NO_EDIT });

    await setTransaction(investor, { iraSSNConfirmedWithSubscriptionAgreementSigningDate: null });
    const allowed = await edit();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().currentStep).toBe('STRATA_SSN');
  });

  it('refuses every change once the confirm flag is set', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'SSN_TAX_ID');
    await storeStep(t().app, investor, 'SSN_TAX_ID', { ssn: '123456789', isConfirmed: true });
    const other = await submit(app, investor, 'SSN_TAX_ID', { ssn: '321-54-4321' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ ssn: LOCKED_FIELD });
    expect((await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN })).statusCode).toBe(200);
  });
});
