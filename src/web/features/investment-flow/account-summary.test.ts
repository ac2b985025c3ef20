import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { accountSummary, formatAddress } from './account-summary';

const countryName = (code: string) => (code === 'GB' ? 'United Kingdom' : code);
const NEW_YORK = {
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  province: '',
  postalCode: '10118',
  country: 'US',
};

describe('the account overview on CONFIRM_MOI', () => {
  it('lists an individual account with its tax id masked', () => {
    const values = {
      ...emptyFlowValues(),
      methodOfInvestment: 'individual' as const,
      legalFirstName: 'Marie',
      legalLastName: 'Curie',
      ssn: '123-45-6789',
      residenceAddress: NEW_YORK,
    };
    expect(accountSummary(values, countryName)).toEqual([
      { label: 'Method of investment', value: 'Individual' },
      { label: 'Legal name', value: 'Marie Curie' },
      { label: 'Tax ID', value: '•••-••-6789' },
      { label: 'Primary residence', value: '350 Fifth Avenue, New York, NY 10118' },
    ]);
  });

  it('shows the EIN of an entity that uses one, and "None" for a foreign investor without a tax id', () => {
    const entity = { ...emptyFlowValues(), methodOfInvestment: 'entity' as const, isEin: true, ein: '12-3456789' };
    expect(accountSummary(entity, countryName)).toContainEqual({ label: 'Tax ID', value: '•••-••-6789' });
    const direct = { ...emptyFlowValues(), methodOfInvestment: 'direct' as const, noTaxId: true };
    expect(accountSummary(direct, countryName)).toContainEqual({ label: 'Tax ID', value: 'None' });
  });

  it('names the country of an address outside the US', () => {
    expect(
      formatAddress(
        {
          address1: '221B Baker Street',
          address2: '',
          city: 'London',
          state: '',
          province: 'Greater London',
          postalCode: 'NW1 6XE',
          country: 'GB',
        },
        countryName,
      ),
    ).toBe('221B Baker Street, London, Greater London NW1 6XE, United Kingdom');
  });
});
