// The server-side runner: validation with the step's schema, refusals, and CONFIRM_MOI's validity check.
import { describe, expect, it } from 'vitest';
import { completeIndividual, completeJoint, investorWith, makeAccount } from '../model-tests/fixtures/accounts';
import { env, funds } from '../model-tests/fixtures/funds';
import { address, values } from '../model-tests/fixtures/values';
import { valuesFromAccount } from '../src/shared/domain/account-values';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { type FlowEnvironment, markSigned, NOT_PART_OF_STEP, submitStep, UNKNOWN_ACCOUNT } from './flow-runner';
import { firstMissingStep } from './validation-walk';

const at = (currentStep: StepId, stored: Partial<FlowValues> = {}) => ({ currentStep, values: values(stored) });

describe('submitting a step', () => {
  it('advances with the normalised values of the step', async () => {
    const outcome = await submitStep(at('SSN_TAX_ID', { methodOfInvestment: 'individual' }), env(), {
      ssn: ' 123-45-6789 ',
    });
    expect(outcome).toMatchObject({ kind: 'advanced', record: { currentStep: 'NAME_PHONE' } });
    if (outcome.kind === 'advanced') expect(outcome.record.values.ssn).toBe('123456789');
  });

  it("answers the step's field messages and does not advance on invalid data", async () => {
    const outcome = await submitStep(at('SSN_TAX_ID'), env(), { ssn: '123-45' });
    expect(outcome).toEqual({
      kind: 'invalid',
      message: 'Please correct the highlighted fields.',
      fields: { ssn: 'Please enter a valid SSN.' },
    });
  });

  it.each<StepId>(['ACCREDITED_INVESTOR', 'ENTITY_ACCREDITED_INVESTOR'])(
    'takes an empty accreditation answer on %s to the not-eligible screen (docs/spec.md §4, §5)',
    async (step) => {
      const outcome = await submitStep(at(step, { accreditation: '' }), env(), { accreditation: '' });
      expect(outcome).toMatchObject({ kind: 'advanced', record: { currentStep: 'INVALID_INVESTOR_STATUS' } });
      expect((await submitStep(at(step), env(), { accreditation: null })).kind).toBe('invalid');
    },
  );

  it('refuses fields the step does not own', async () => {
    const outcome = await submitStep(at('SSN_TAX_ID'), env(), { ssn: '123-45-6789', accreditation: '0' });
    expect(outcome).toMatchObject({ kind: 'invalid', fields: { accreditation: NOT_PART_OF_STEP } });
  });

  it('refuses Next on the signing step and on end screens', async () => {
    expect((await submitStep(at('DOCUMENT_SIGNED'), env(), {})).kind).toBe('refused');
    for (const step of ['MID_CLOSING', 'INVALID_INVESTOR_STATUS', 'ERROR_UNKNOWN'] as const) {
      expect((await submitStep(at(step), env(), {})).kind).toBe('refused');
    }
  });

  it("refuses an account that is not one of the investor's valid accounts", async () => {
    const outcome = await submitStep(at('SELECT_MOI'), env({ investor: investorWith(completeIndividual) }), {
      isExistingAccountSelected: true,
      accountIntegrationId: 'someone-elses-account',
    });
    expect(outcome).toMatchObject({ kind: 'invalid', fields: { accountIntegrationId: UNKNOWN_ACCOUNT } });
  });

  it('refuses a method that the step does not offer', async () => {
    const outcome = await submitStep(at('MOI_TYPE'), env(), { methodOfInvestment: 'direct' });
    expect(outcome.kind).toBe('invalid');
  });

  it('turns Edit on CONFIRM_MOI into the edit route', async () => {
    const outcome = await submitStep(at('CONFIRM_MOI', { methodOfInvestment: 'entity' }), env(), {
      isMoiEditModeSelected: true,
    });
    expect(outcome).toMatchObject({ kind: 'advanced', record: { currentStep: 'ENTITY_TAX_ID' } });
  });

  it('moves DOCUMENT_SIGNED to MID_CLOSING once signed', () => {
    expect(markSigned(at('DOCUMENT_SIGNED'), env()).currentStep).toBe('MID_CLOSING');
  });
});

describe("CONFIRM_MOI's validity check", () => {
  const withAccount = (account = completeIndividual, environment: FlowEnvironment = env()) => {
    const e = { ...environment, investor: investorWith(account) };
    return { env: e, record: { currentStep: 'CONFIRM_MOI' as const, values: valuesFromAccount(e.investor, account) } };
  };

  it('signs directly when the account is complete', async () => {
    const { env: e, record } = withAccount();
    expect(firstMissingStep(record.values, e)).toBeNull();
    expect(await submitStep(record, e, {})).toMatchObject({ record: { currentStep: 'DOCUMENT_SIGNED' } });
  });

  it('goes to the marital-status step first for a complete account in a community-property state', async () => {
    const { env: e, record } = withAccount();
    const inCalifornia = { ...record, values: { ...record.values, residenceAddress: address.CA } };
    expect(await submitStep(inCalifornia, e, {})).toMatchObject({ record: { currentStep: 'MARITAL_STATUS' } });
  });

  it('sends the investor to the first step whose data is missing', async () => {
    const { env: e, record } = withAccount();
    const noPhone = { ...record, values: { ...record.values, mobilePhone: '' } };
    expect(await submitStep(noPhone, e, {})).toMatchObject({ record: { currentStep: 'NAME_PHONE' } });
  });

  it('asks for the promoted-interest agreement on a promoted-interest fund', async () => {
    const { env: e, record } = withAccount(completeIndividual, env({ fund: funds.promotedVenture }));
    expect(await submitStep(record, e, {})).toMatchObject({ record: { currentStep: 'PROMOTED_INTEREST' } });
  });

  it("asks again for an account that agreed to another fund's promoted interest: a consent is never carried over", async () => {
    const agreedBefore = { ...completeIndividual, isPromotedInterestCalculationConfirmationSelected: true };
    const { env: e, record } = withAccount(agreedBefore, env({ fund: funds.promotedVenture }));
    expect(record.values.agreedToPromotedInterest).toBe(false);
    expect(await submitStep(record, e, {})).toMatchObject({ record: { currentStep: 'PROMOTED_INTEREST' } });
  });

  it('stops at the accreditation question when the stored answer ends the flow', () => {
    const notAccredited = makeAccount({ integrationId: 'acc-na', accreditationType: 1 });
    const { env: e, record } = withAccount(notAccredited);
    expect(firstMissingStep(record.values, e)).toBe('ACCREDITED_INVESTOR');
  });

  it('walks the joint account through the secondary subscriber steps', () => {
    const { env: e, record } = withAccount(completeJoint);
    expect(firstMissingStep(record.values, e)).toBeNull();
    const noSecondaryEmail = { ...record.values, secondaryEmail: '' };
    expect(firstMissingStep(noSecondaryEmail, e)).toBe('SECONDARY_NAME_PHONE');
  });

  it('checks the tax id first', () => {
    const { env: e, record } = withAccount();
    expect(firstMissingStep({ ...record.values, ssn: '' }, e)).toBe('SSN_TAX_ID');
  });
});
