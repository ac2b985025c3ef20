// STRATA_SSN (docs/spec.md §2): the IRA owner's SSN; the custodian's EIN, name and address are prefilled.
import type { StepForm } from './form-types';

export const strataSsnForm: StepForm = {
  title: 'Your Social Security number',
  intro: 'Strata Trust Company will hold this investment for your IRA. We have filled in its details for you.',
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
