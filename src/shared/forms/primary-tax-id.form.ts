// PRIMARY_TAX_ID: the JTWROS primary subscriber's SSN.
import type { StepForm } from './form-types';

export const primaryTaxIdForm: StepForm = {
  title: "The primary subscriber's Social Security number",
  intro: 'For a joint account, the primary subscriber is the person filling in this form.',
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
