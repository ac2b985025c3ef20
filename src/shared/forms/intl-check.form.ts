// INTL_INVESTOR (docs/spec.md §4): Yes makes a global investor, No a US investor.
import type { StepForm } from './form-types';

export const intlCheckForm: StepForm = {
  title: 'Where are you investing from?',
  fields: [
    {
      kind: 'radioButton',
      name: 'isGlobalInvestor',
      label: 'Are you a non-US investor?',
      hint: 'Answer Yes if you are neither a US citizen nor a US resident for tax purposes.',
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    },
  ],
};
