// IRA_CUSTODIAN_ADDRESS: the mailing address of the investor's own IRA custodian.
import { addressFields } from './address-fields';
import type { StepForm } from './form-types';

export const iraCustodianAddressForm: StepForm = {
  title: "Your IRA custodian's address",
  intro: 'The mailing address your custodian uses for investment documents.',
  fields: addressFields('iraCustodianAddress'),
};
