import { describe, expect, it } from 'vitest';
import type { FormStepId } from '../domain/steps';
import { validateStep } from './step-schemas';

const ANSWER = 'Please answer this question.';

describe.each<FormStepId>(['QUALIFIED_PURCHASER', 'ENTITY_QUALIFIED_PURCHASER'])('%s (docs/spec.md §5)', (step) => {
  it.each([
    ['3', 'yes'],
    ['', 'no'],
    ['0', 'no, and accredited: a stored account'],
    ['1', 'no, and not accredited: a stored account'],
  ])('accepts %j (%s)', async (accreditation) => {
    expect(await validateStep(step, { accreditation })).toEqual({ ok: true, values: { accreditation } });
  });

  it.each([[null], [undefined], ['2'], ['4'], ['yes']])('refuses %j', async (accreditation) => {
    expect(await validateStep(step, { accreditation })).toEqual({ ok: false, fields: { accreditation: ANSWER } });
  });
});

describe.each<FormStepId>(['ACCREDITED_INVESTOR', 'ENTITY_ACCREDITED_INVESTOR'])('%s (docs/spec.md §5)', (step) => {
  it.each([
    ['0', 'accredited'],
    ['1', 'not accredited'],
    ['', 'no answer given: the step accepts an empty string (docs/spec.md §5) and §4 then ends the flow'],
  ])('accepts %j (%s)', async (accreditation) => {
    expect(await validateStep(step, { accreditation })).toEqual({ ok: true, values: { accreditation } });
  });

  it.each([[null], [undefined], ['3'], ['4']])('refuses %j', async (accreditation) => {
    expect(await validateStep(step, { accreditation })).toEqual({ ok: false, fields: { accreditation: ANSWER } });
  });
});

describe('qualified-purchaser type (docs/spec.md §5: among the options of its kind)', () => {
  const MESSAGE = 'Please choose the description that applies.';

  it.each<[FormStepId, string]>([
    ['QUALIFIED_PURCHASER_TYPE', 'individualInvestments5m'],
    ['QUALIFIED_PURCHASER_TYPE', 'individualPrivateCapital25m'],
    ['ENTITY_QUALIFIED_PURCHASER_TYPE', 'entityAssets5m'],
  ])('%s accepts %j', async (step, qualifiedPurchaserDefinition) => {
    expect((await validateStep(step, { qualifiedPurchaserDefinition })).ok).toBe(true);
  });

  it.each<[FormStepId, string]>([
    ['QUALIFIED_PURCHASER_TYPE', 'entityAssets5m'],
    ['ENTITY_QUALIFIED_PURCHASER_TYPE', 'individualInvestments5m'],
    ['QUALIFIED_PURCHASER_TYPE', ''],
    ['ENTITY_QUALIFIED_PURCHASER_TYPE', 'unknown'],
  ])('%s refuses %j', async (step, qualifiedPurchaserDefinition) => {
    expect(await validateStep(step, { qualifiedPurchaserDefinition })).toEqual({
      ok: false,
      fields: { qualifiedPurchaserDefinition: MESSAGE },
    });
  });
});

describe('promoted interest (docs/spec.md §5: must be agreed)', () => {
  it('accepts the agreement', async () => {
    expect(await validateStep('PROMOTED_INTEREST', { agreedToPromotedInterest: true })).toMatchObject({ ok: true });
  });

  it.each([[false], [undefined]])('refuses %j', async (agreedToPromotedInterest) => {
    expect(await validateStep('PROMOTED_INTEREST', { agreedToPromotedInterest })).toEqual({
      ok: false,
      fields: { agreedToPromotedInterest: 'You must read and agree to the above terms to continue.' },
    });
  });
});

describe('marital status (docs/spec.md §5: not enforced)', () => {
  it.each([['married'], ['notMarried'], [null], [undefined]])('accepts %j', async (maritalStatus) => {
    expect(await validateStep('MARITAL_STATUS', { maritalStatus })).toEqual({
      ok: true,
      values: { maritalStatus: maritalStatus ?? null },
    });
  });

  it('refuses an answer that is not one of the two', async () => {
    expect(await validateStep('MARITAL_STATUS', { maritalStatus: 'divorced' })).toEqual({
      ok: false,
      fields: { maritalStatus: ANSWER },
    });
  });
});
