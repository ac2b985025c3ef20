// SSN_TAX_ID: the individual investor's SSN.
import type { StepForm } from './form-types';

export const ssnTaxIdForm: StepForm = {
  title: 'Your Social Security number',
  fields: [
    {
      kind: 'taxInput',
      name: 'ssn',
      label: 'Social Security number (SSN)',
      hint: 'We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ssn',
    },
  ],
};
