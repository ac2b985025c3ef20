// IRA_TAX_ID: the tax id of the IRA owner.
import type { StepForm } from './form-types';

export const iraTaxIdForm: StepForm = {
  title: 'Your Tax ID',
  intro: 'Please give the Tax ID your IRA custodian holds for you.',
  fields: [
    {
      kind: 'taxInput',
      name: 'ssn',
      label: 'Tax ID',
      hint: 'Usually your Social Security number. We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ssn',
    },
  ],
};
