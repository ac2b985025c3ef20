// RESIDENCE_ADDRESS: a US investor's primary residence, in the US.
import { addressFields } from './address-fields';
import type { StepForm } from './form-types';

export const residentialAddressForm: StepForm = {
  title: 'Your primary residence',
  intro: 'The address where you live, in the United States.',
  fields: addressFields('residenceAddress', { isUsOnly: true }),
};
