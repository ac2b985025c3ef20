// Resuming an investment (the submit call with the fund alone, docs/spec.md §7) whose stored step its answers no longer
// reach: the flow walks again from INITIAL as Previous replays (docs/spec.md §4) and goes on, and stores, where the walk
// stops. A step the answers still reach is resumed as stored.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { funds } from '../../db/schema/funds';
import { repositoriesOf } from '../../test/repositories-of';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  seedFunds,
  storeStep,
  submit,
  walkTo,
} from './testing/flow-fixtures';

describe.each(testBackends())('resuming an investment on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const resume = (investor: InvestorOnFund, portalFundSlug: string) =>
    postJson(t().app, '/api/submit-step', { portalFundSlug }, investor);

  const storedStep = async (investor: InvestorOnFund) =>
    (await repositoriesOf(t().app).transactions.findOwned(investor.transactionId, investor.userId))?.currentStep;

  it('resumes at the stored step while the answers lead there', async () => {
    const investor = await investorOnFund(t().app);
    await walkTo(t().app, investor, 'NAME_PHONE');
    const resumed = await resume(investor, FUNDS.promotedVenture);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      transactionIntegrationId: investor.transactionId,
      currentStep: 'NAME_PHONE',
    });
  });

  it('walks again when the answers no longer lead to the stored step, and stores where the walk stops', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    // The stored method became an entity's since the SSN step was stored: its route goes through ENTITY_TAX_ID.
    await storeStep(t().app, investor, 'SSN_TAX_ID', { methodOfInvestment: 'entity' });

    const resumed = await resume(investor, FUNDS.promotedVenture);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      transactionIntegrationId: investor.transactionId,
      currentStep: 'ENTITY_TAX_ID',
      slug: 'entity-tax-id',
    });
    expect(await storedStep(investor)).toBe('ENTITY_TAX_ID');
    // The step the page was on is no longer current.
    expect((await submit(app, investor, 'SSN_TAX_ID', { ssn: '123-45-6789' })).statusCode).toBe(409);
  });

  it('walks again when the fund changed: without promoted interest the walk stops at the first unanswered question', async () => {
    const { app } = t();
    const investor = await investorOnFund(app, FUNDS.syndicationMultiple);
    const answers: [StepId, Partial<FlowValues>][] = [
      ['INITIAL', {}],
      ['INTL_INVESTOR', { isGlobalInvestor: false }],
      ['MOI_TYPE', { methodOfInvestment: 'individual', accountNickname: '' }],
      ['SSN_TAX_ID', { ssn: '123-45-6789' }],
      [
        'NAME_PHONE',
        { legalFirstName: 'Ada', legalLastName: 'Lovelace', mobilePhone: '+1 212 555 0142', preferredFirstName: '' },
      ],
      [
        'RESIDENCE_ADDRESS',
        {
          residenceAddress: {
            address1: '350 Fifth Avenue',
            address2: '',
            city: 'New York',
            state: 'NY',
            province: '',
            postalCode: '10118',
            country: 'US',
          },
        },
      ],
      ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true }],
    ];
    for (const [step, values] of answers) {
      const answer = await submit(app, investor, step, values);
      expect(answer.statusCode, `${step}: ${answer.body.slice(0, 200)}`).toBe(200);
    }
    expect(await storedStep(investor)).toBe('PROMOTED_INTEREST');

    // The fund now holds a single asset: it is no longer a promoted-interest fund (docs/spec.md §4 definitions).
    await app.deps.db
      .update(funds)
      .set({ syndicationAssetType: 'single' })
      .where(eq(funds.slug, FUNDS.syndicationMultiple));
    try {
      const resumed = await resume(investor, FUNDS.syndicationMultiple);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().currentStep).toBe('QUALIFIED_PURCHASER');
      expect(await storedStep(investor)).toBe('QUALIFIED_PURCHASER');
    } finally {
      await app.deps.db
        .update(funds)
        .set({ syndicationAssetType: 'multiple' })
        .where(eq(funds.slug, FUNDS.syndicationMultiple));
    }
  });
});
