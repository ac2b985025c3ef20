import { describe, expect, it } from 'vitest';
import type { Address } from '../domain/entities';
import type { FormStepId } from '../domain/steps';
import { validateStep } from './step-schemas';

const US: Partial<Address> = {
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};
const DE: Partial<Address> = { address1: 'Hauptstraße 5', city: 'Berlin', postalCode: '', country: 'DE' };
const BAD_POSTAL_CODE: Partial<Address> = { ...US, postalCode: '9410' };

describe('address steps (docs/spec.md §5)', () => {
  it.each<[FormStepId, string, string]>([
    ['RESIDENCE_ADDRESS', 'residenceAddress', 'Please enter a valid postal code for your primary residence.'],
    ['INTL_RESIDENCE_ADDRESS', 'residenceAddress', 'Please enter a valid postal code for your primary residence.'],
    ['INVESTMENT_ADDRESS', 'investmentAddress', 'Please enter a valid postal code for your investment address.'],
    ['INTL_INVESTMENT_ADDRESS', 'investmentAddress', 'Please enter a valid postal code for your investment address.'],
    ['IRA_CUSTODIAN_ADDRESS', 'iraCustodianAddress', 'Please enter a valid postal code for your custodian address.'],
    [
      'SECONDARY_RESIDENCE_ADDRESS',
      'secondaryAddress',
      "Please enter a valid postal code for the secondary subscriber's residence.",
    ],
  ])('%s accepts a valid US address and names its own address in a postal-code error', async (step, field, message) => {
    expect((await validateStep(step, { [field]: US })).ok).toBe(true);
    expect(await validateStep(step, { [field]: BAD_POSTAL_CODE })).toEqual({
      ok: false,
      fields: { [`${field}.postalCode`]: message },
    });
  });

  it('takes a residence in any country from a global investor', async () => {
    expect((await validateStep('INTL_RESIDENCE_ADDRESS', { residenceAddress: DE })).ok).toBe(true);
  });

  it('takes only a US residence from a US investor', async () => {
    expect(await validateStep('RESIDENCE_ADDRESS', { residenceAddress: DE })).toEqual({
      ok: false,
      fields: { 'residenceAddress.country': 'Please enter an address in the United States.' },
    });
  });

  it.each<[FormStepId, string, string]>([
    ['INVESTMENT_ADDRESS', 'isInvestmentAddressSameAsResidence', 'investmentAddress'],
    ['INTL_INVESTMENT_ADDRESS', 'isInvestmentAddressSameAsResidence', 'investmentAddress'],
    ['SECONDARY_RESIDENCE_ADDRESS', 'isSecondaryAddressSameAsPrimary', 'secondaryAddress'],
  ])('%s does not check an address copied through %s', async (step, flag, field) => {
    expect((await validateStep(step, { [flag]: true, [field]: {} })).ok).toBe(true);
    expect(await validateStep(step, { [flag]: false, [field]: {} })).toMatchObject({
      ok: false,
      fields: { [`${field}.address1`]: 'Please enter the street address.' },
    });
  });
});
