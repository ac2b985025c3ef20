import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/domain/entities';
import { initialIdentityValues, toIdentityRequest } from './identity-values';

const newYork: Address = {
  address1: '350 Fifth Avenue',
  address2: 'Floor 20',
  city: 'New York',
  state: 'NY',
  province: '',
  postalCode: '10118',
  country: 'US',
};

describe('the proof-of-identity form', () => {
  it('starts from the investor’s name and primary residence', () => {
    expect(initialIdentityValues({ name: 'Ada Lovelace', residence: newYork })).toEqual({
      legalName: 'Ada Lovelace',
      dateOfBirth: '',
      residence: {
        country: 'US',
        state: 'NY',
        city: 'New York',
        addressLine1: '350 Fifth Avenue',
        postalCode: '10118',
      },
      document: null,
    });
  });

  it('takes the province as the state outside the US', () => {
    const london = { ...newYork, country: 'GB', state: '', province: 'Greater London', city: 'London' };
    expect(initialIdentityValues({ name: '', residence: london }).residence.state).toBe('Greater London');
  });

  it('starts in the US without a known residence', () => {
    expect(initialIdentityValues({ name: '', residence: null }).residence).toEqual({
      country: 'US',
      state: '',
      city: '',
      addressLine1: '',
      postalCode: '',
    });
  });

  it('sends the answers with the chosen file, and nothing without one', () => {
    const values = initialIdentityValues({ name: 'Ada Lovelace', residence: newYork });
    expect(toIdentityRequest(values)).toBeNull();
    const ready = { status: 'ready', fileName: 'id.pdf', byteLength: 9, dataBase64: 'JVBERi0x' } as const;
    expect(toIdentityRequest({ ...values, dateOfBirth: '1980-12-10', document: ready })).toEqual({
      legalName: 'Ada Lovelace',
      dateOfBirth: '1980-12-10',
      residence: values.residence,
      document: { fileName: 'id.pdf', dataBase64: 'JVBERi0x' },
    });
  });
});
