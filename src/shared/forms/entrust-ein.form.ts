// ENTRUST_EIN (docs/spec.md §2): the IRA's EIN for The Entrust Group; its address is prefilled.
import type { StepForm } from './form-types';

export const entrustEinForm: StepForm = {
  title: "Your IRA's EIN",
  intro: 'The Entrust Group will hold this investment for your IRA. We have filled in its address for you.',
  fields: [
    {
      kind: 'taxInput',
      name: 'iraSecondaryEin',
      label: 'Employer Identification Number (EIN) of your IRA',
      hint: 'We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ein',
    },
  ],
};
