import { describe, expect, it } from 'vitest';
import type { FormStepId } from '../domain/steps';
import { validateStep } from './step-schemas';

describe('tax-id steps (docs/spec.md §5)', () => {
  it.each<[FormStepId, string, string]>([
    ['SSN_TAX_ID', 'ssn', 'Please enter a valid SSN.'],
    ['PRIMARY_TAX_ID', 'ssn', 'Please enter a valid SSN.'],
    ['STRATA_SSN', 'ssn', 'Please enter a valid SSN.'],
    ['IRA_TAX_ID', 'ssn', 'Please enter a valid Tax ID'],
    ['ENTRUST_EIN', 'iraSecondaryEin', 'Please enter a valid EIN.'],
    ['SECONDARY_TAX_ID', 'secondarySsn', 'Please enter a valid SSN.'],
  ])('%s checks %s: 9 characters pass, 8 fail with %j', async (step, field, message) => {
    expect(await validateStep(step, { [field]: '123-45-6789' })).toEqual({
      ok: true,
      values: { [field]: '123456789' },
    });
    expect(await validateStep(step, { [field]: '123-45-678' })).toEqual({ ok: false, fields: { [field]: message } });
  });

  describe.each<FormStepId>(['INTL_TAX_ID', 'INTL_ENTITY_TAX_ID'])('foreign tax id on %s', (step) => {
    const base = step === 'INTL_ENTITY_TAX_ID' ? { entityTrustName: 'Maple Family Trust' } : {};
    const message = 'Please enter your Tax ID or check the box below if you do not have one.';

    it.each([['AB'], ['DE123456789'], ['12 34']])('accepts %j', async (intlTaxId) => {
      expect((await validateStep(step, { ...base, intlTaxId })).ok).toBe(true);
    });

    it.each([[''], ['A'], ['  A  ']])('refuses %j without the box checked', async (intlTaxId) => {
      expect(await validateStep(step, { ...base, intlTaxId })).toEqual({ ok: false, fields: { intlTaxId: message } });
    });

    it('accepts no tax id when the investor says there is none', async () => {
      expect(await validateStep(step, { ...base, intlTaxId: '', noTaxId: true })).toMatchObject({ ok: true });
    });
  });

  it('asks for the trust name on the global entity step', async () => {
    expect(await validateStep('INTL_ENTITY_TAX_ID', { intlTaxId: 'AB' })).toEqual({
      ok: false,
      fields: { entityTrustName: 'Please enter the legal entity name.' },
    });
  });
});
