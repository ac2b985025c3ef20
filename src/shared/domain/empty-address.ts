// An address with nothing filled in (a new form's starting value).
import type { Address } from './entities';

export const emptyAddress = (country = 'US'): Address => ({
  address1: '',
  address2: '',
  city: '',
  state: '',
  province: '',
  postalCode: '',
  country,
});
