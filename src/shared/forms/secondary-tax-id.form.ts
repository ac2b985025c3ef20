// SECONDARY_TAX_ID: the JTWROS secondary subscriber's SSN.
import type { StepForm } from './form-types';

export const secondaryTaxIdForm: StepForm = {
  title: "The secondary subscriber's Social Security number",
  intro: 'The secondary subscriber is the other joint tenant on this account.',
  fields: [
    {
      kind: 'taxInput',
      name: 'secondarySsn',
      label: 'Social Security number (SSN)',
      hint: 'We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ssn',
    },
  ],
};
