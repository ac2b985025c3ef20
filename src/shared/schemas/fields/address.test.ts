import { describe, expect, it } from 'vitest';
import type { Address } from '../../domain/entities';
import { chars, fieldResult } from '../testing/field-result';
import { address, POSTAL_CODE_MESSAGES } from './address';

const residence = address({ postalCodeMessage: POSTAL_CODE_MESSAGES.residence });
const POSTAL = 'Please enter a valid postal code for your primary residence.';

const us = (patch: Partial<Address> = {}): Partial<Address> => ({
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
  ...patch,
});
const de = (patch: Partial<Address> = {}): Partial<Address> => ({
  address1: 'Hauptstraße 5',
  city: 'Berlin',
  province: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  ...patch,
});

const refusal = async (value: unknown) => fieldResult(residence, value);

describe('addresses (docs/spec.md §5)', () => {
  it.each([
    ['a US address with a 5-digit code', us()],
    ['a US address with a 5+4 code', us({ postalCode: '94105-1234' })],
    ['a US territory', us({ state: 'PR', postalCode: '00901' })],
    ['a German address', de()],
    ['a German address without postal code', de({ postalCode: '' })],
    ['a German address without province', de({ province: '' })],
    ['an address line of 100 characters', us({ address1: chars(100), address2: chars(100) })],
    ['a city of 50 characters', us({ city: chars(50) })],
    ['a province of 30 characters', de({ province: chars(30) })],
    ['a postal code of 10 characters outside the US', de({ postalCode: chars(10, '1') })],
  ])('accepts %s', async (_, value) => {
    expect((await refusal(value)).ok).toBe(true);
  });

  it.each([
    ['a US code of 4 digits', us({ postalCode: '9410' }), POSTAL],
    ['a US code of 6 digits', us({ postalCode: '941051' }), POSTAL],
    ['a US code with letters', us({ postalCode: 'ABCDE' }), POSTAL],
    ['a US address without postal code', us({ postalCode: '' }), POSTAL],
    ['a postal code of 11 characters outside the US', de({ postalCode: chars(11, '1') }), POSTAL],
    ['a US address without state', us({ state: '' }), 'Please select the state.'],
    ['a US state not in the list', us({ state: 'XX' }), 'Please select the state.'],
    ['no first address line', us({ address1: '   ' }), 'Please enter the street address.'],
    ['an address line of 101 characters', us({ address1: chars(101) }), 'Please use 100 characters or fewer.'],
    ['a second line of 101 characters', us({ address2: chars(101) }), 'Please use 100 characters or fewer.'],
    ['a first line in Cyrillic', us({ address1: 'ул. Тверская 1' }), 'Please write the address in Latin characters.'],
    ['a second line in Japanese', us({ address2: '東京' }), 'Please write the address in Latin characters.'],
    ['no city', us({ city: '' }), 'Please enter the city.'],
    ['a city of 51 characters', us({ city: chars(51) }), 'Please use 50 characters or fewer.'],
    ['a province of 31 characters', de({ province: chars(31) }), 'Please use 30 characters or fewer.'],
    ['no country', de({ country: '' }), 'Please select the country.'],
  ])('refuses %s', async (_, value, message) => {
    expect(await refusal(value)).toEqual({ ok: false, message });
  });

  it('does not ask for a state outside the US', async () => {
    expect((await refusal(de({ state: '' }))).ok).toBe(true);
  });

  it('normalises whitespace in every part', async () => {
    expect(await refusal(us({ address1: '  1   Market  St ', city: ' San   Francisco ' }))).toMatchObject({
      ok: true,
      value: { address1: '1 Market St', city: 'San Francisco' },
    });
  });

  it('reads a missing address as empty, with the message of each part', async () => {
    await expect(residence.validate(null, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Please enter the street address.', 'Please enter the city.', 'Please select the country.'],
    });
  });

  it('accepts only US addresses where the residence must be in the US', async () => {
    const usOnly = address({ postalCodeMessage: POSTAL_CODE_MESSAGES.residence, isUsOnly: true });
    expect((await fieldResult(usOnly, us())).ok).toBe(true);
    expect(await fieldResult(usOnly, de())).toEqual({
      ok: false,
      message: 'Please enter an address in the United States.',
    });
  });
});
