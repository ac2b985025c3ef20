// INTL_INVESTMENT_ADDRESS (docs/spec.md §2): a box says it is the same as the primary residence, which is then copied.
import { addressFields } from './address-fields';
import type { StepForm } from './form-types';

export const intlInvestmentAddressForm: StepForm = {
  title: 'Your investment address',
  intro: 'Where we send statements and notices about this investment.',
  fields: [
    { kind: 'checkbox', name: 'isInvestmentAddressSameAsResidence', label: 'Same as my primary residence' },
    {
      kind: 'hidable',
      showWhen: { name: 'isInvestmentAddressSameAsResidence', equals: false },
      fields: addressFields('investmentAddress'),
    },
  ],
};
