// INTL_RESIDENCE_ADDRESS: a global investor's primary residence, in any country.
import { addressFields } from './address-fields';
import type { StepForm } from './form-types';

export const intlResidentialAddressForm: StepForm = {
  title: 'Your primary residence',
  intro: 'The address where you live.',
  fields: addressFields('residenceAddress'),
};
