// The tax-form step through the API (docs/flow.md 'The tax-form step'): a fund that collects tax forms asks for one
// before signing; the server checks the answers with the step's own schema, refuses bad or foreign ones with 400 and
// stores nothing of them; a fund without the setting goes to signing as docs/spec.md §4 says.
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_PART_OF_STEP } from '../../../../machines/flow-runner';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { TAX_FORM_MESSAGES } from '../../../shared/schemas/tax-form.schema';
import { repositoriesOf } from '../../test/repositories-of';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, type InvestorOnFund, investorOnFund, seedFunds, submit } from './testing/flow-fixtures';

const LONDON = {
  address1: '10 Downing Street',
  address2: '',
  city: 'London',
  state: '',
  province: 'Greater London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};
const FOREIGN_TAX_ID = 'GB1234567';

/** A global direct investor in London, up to the step after the promoted interest. */
const GLOBAL_DIRECT_ANSWERS: [StepId, Partial<FlowValues>][] = [
  ['INITIAL', {}],
  ['INTL_INVESTOR', { isGlobalInvestor: true }],
  ['INTL_MOI_TYPE', { methodOfInvestment: 'direct', accountNickname: '' }],
  ['INTL_TAX_ID', { intlTaxId: FOREIGN_TAX_ID, noTaxId: false }],
  [
    'NAME_PHONE',
    { legalFirstName: 'Ada', legalLastName: 'Lovelace', mobilePhone: '+44 20 7946 0958', preferredFirstName: '' },
  ],
  ['INTL_RESIDENCE_ADDRESS', { residenceAddress: LONDON }],
  ['INTL_INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: LONDON }],
  ['PROMOTED_INTEREST', { agreedToPromotedInterest: true }],
];

const W8BEN = { w8Country: 'GB', w8DateOfBirth: '1980-04-23', treatyClaim: false };

describe.each(testBackends())('the tax-form step through the API on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  /** Walks the global direct investor to the step after the promoted interest; answers where that is. */
  const walkGlobalDirect = async (investor: InvestorOnFund): Promise<StepId> => {
    let current: StepId = 'INITIAL';
    for (const [step, values] of GLOBAL_DIRECT_ANSWERS) {
      const response = await submit(t().app, investor, step, values);
      expect(response.statusCode, `${step}: ${response.body.slice(0, 300)}`).toBe(200);
      current = response.json().currentStep;
    }
    return current;
  };

  const stored = async (investor: InvestorOnFund) =>
    repositoriesOf(t().app).transactions.findOwned(investor.transactionId, investor.userId);

  it('asks a global direct investor for a W-8BEN before signing when the fund collects tax forms', async () => {
    const investor = await investorOnFund(t().app, FUNDS.syndicationMultiple);
    expect(await walkGlobalDirect(investor)).toBe('TAX_FORM');
    const signed = await submit(t().app, investor, 'TAX_FORM', W8BEN);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().currentStep).toBe('DOCUMENT_SIGNED');
    expect(signed.body).not.toContain(FOREIGN_TAX_ID);
    expect((await stored(investor))?.values).toMatchObject({ w8Country: 'GB', w8DateOfBirth: '1980-04-23' });
  });

  it('goes straight to signing on a fund that does not collect tax forms', async () => {
    const investor = await investorOnFund(t().app, FUNDS.promotedVenture);
    expect(await walkGlobalDirect(investor)).toBe('DOCUMENT_SIGNED');
    const refused = await submit(t().app, investor, 'TAX_FORM', W8BEN);
    expect(refused.statusCode).toBe(409);
    expect((await stored(investor))?.values.w8Country).toBe('');
  });

  it('refuses bad tax-form answers with their messages and stores nothing', async () => {
    const investor = await investorOnFund(t().app, FUNDS.syndicationMultiple);
    await walkGlobalDirect(investor);
    const before = await stored(investor);
    const bad = await submit(t().app, investor, 'TAX_FORM', {
      w8Country: 'US',
      w8DateOfBirth: '1980-02-30',
      treatyClaim: true,
      treatyRate: '45',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      w8Country: TAX_FORM_MESSAGES.notUsCountry,
      w8DateOfBirth: TAX_FORM_MESSAGES.dateOfBirth,
      treatyCountry: TAX_FORM_MESSAGES.treatyCountry,
      treatyArticle: TAX_FORM_MESSAGES.treatyArticle,
      treatyRate: TAX_FORM_MESSAGES.treatyRate,
      treatyIncomeType: TAX_FORM_MESSAGES.treatyIncomeType,
    });
    expect(await stored(investor)).toEqual(before);
  });

  it('refuses an answer the tax form does not own, a wrong type, an oversized value and a body that is no object', async () => {
    const investor = await investorOnFund(t().app, FUNDS.syndicationMultiple);
    await walkGlobalDirect(investor);
    const before = await stored(investor);
    const foreign = await submit(t().app, investor, 'TAX_FORM', { ...W8BEN, methodOfInvestment: 'individual' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ methodOfInvestment: NOT_PART_OF_STEP });
    const wrongType = await submit(t().app, investor, 'TAX_FORM', { ...W8BEN, treatyClaim: 'perhaps' as never });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toEqual(expect.any(String));
    const huge = await submit(t().app, investor, 'TAX_FORM', { ...W8BEN, w8DateOfBirth: '1'.repeat(5_000) });
    expect(huge.statusCode).toBe(400);
    const notObject = await postJson(
      t().app,
      '/api/submit-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'TAX_FORM', values: 'W-8BEN' },
      { cookie: investor.cookie },
    );
    expect(notObject.statusCode).toBe(400);
    expect(await stored(investor)).toEqual(before);
  });
});
