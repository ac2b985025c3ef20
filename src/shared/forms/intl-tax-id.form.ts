// INTL_TAX_ID (docs/spec.md §2): a foreign tax id with a 'do not have one' box below it.
import type { StepForm } from './form-types';

export const intlTaxIdForm: StepForm = {
  title: 'Your tax identification number',
  fields: [
    {
      kind: 'taxInput',
      name: 'intlTaxId',
      label: 'Tax ID',
      hint: 'The number your country of residence uses for tax. We encrypt it and only ever show the last 4 characters.',
      taxIdKind: 'foreign',
    },
    { kind: 'checkbox', name: 'noTaxId', label: 'I do not have a Tax ID' },
  ],
};
