// SECONDARY_RESIDENCE_ADDRESS (docs/spec.md §2): a box says it is the same as the primary subscriber's.
import { addressFields } from './address-fields';
import type { StepForm } from './form-types';

export const secondaryResidenceAddressForm: StepForm = {
  title: "The secondary subscriber's residence",
  fields: [
    {
      kind: 'checkbox',
      name: 'isSecondaryAddressSameAsPrimary',
      label: "Same as the primary subscriber's residence",
    },
    {
      kind: 'hidable',
      showWhen: { name: 'isSecondaryAddressSameAsPrimary', equals: false },
      fields: addressFields('secondaryAddress'),
    },
  ],
};
