import { describe, expect, it } from 'vitest';
import type { FormStepId } from '../domain/steps';
import { SSN_NOT_ISSUED_MESSAGE } from './fields/tax-id';
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

  describe.each<[FormStepId, string, Record<string, unknown>]>([
    ['SSN_TAX_ID', 'ssn', {}],
    ['PRIMARY_TAX_ID', 'ssn', {}],
    ['STRATA_SSN', 'ssn', {}],
    ['SECONDARY_TAX_ID', 'secondarySsn', {}],
    [
      'NAME_SSN',
      'disregardedEntitySsn',
      { legalFirstName: 'Ada', legalLastName: 'Lovelace', mobilePhone: '+1 415 555 0134' },
    ],
    ['ENTITY_TAX_ID', 'ssn', { entityTrustName: 'Maple Holdings LLC', isEin: false }],
  ])('%s, whose %s is an SSN only', (step, field, base) => {
    it.each([['000-00-0000'], ['666-12-3456'], ['900-12-3456'], ['123-00-4567'], ['123-45-0000']])(
      'refuses %j, a number never issued, under the field',
      async (value) => {
        expect(await validateStep(step, { ...base, [field]: value })).toEqual({
          ok: false,
          fields: { [field]: SSN_NOT_ISSUED_MESSAGE },
        });
      },
    );

    it.each([['234-56-7890'], ['•••-••-0000']])('accepts %j (an issued number, or a masked one)', async (value) => {
      expect(await validateStep(step, { ...base, [field]: value })).toMatchObject({ ok: true });
    });
  });

  it.each<[FormStepId, string]>([
    ['IRA_TAX_ID', 'ssn'],
    ['ENTRUST_EIN', 'iraSecondaryEin'],
  ])('%s, which may hold an EIN, still accepts a number starting with 9 in %s', async (step, field) => {
    expect(await validateStep(step, { [field]: '98-7654321' })).toEqual({ ok: true, values: { [field]: '987654321' } });
  });

  it('leaves the entity SSN unchecked when the entity uses an EIN or is disregarded', async () => {
    const base = { entityTrustName: 'Maple Holdings LLC' };
    expect(
      await validateStep('ENTITY_TAX_ID', { ...base, isEin: true, ein: '98-7654321', ssn: '000-00-0000' }),
    ).toMatchObject({ ok: true });
    expect(await validateStep('ENTITY_TAX_ID', { ...base, disregardedEntity: true, ssn: '000-00-0000' })).toMatchObject(
      {
        ok: true,
      },
    );
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
