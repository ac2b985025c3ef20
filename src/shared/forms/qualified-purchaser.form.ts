// QUALIFIED_PURCHASER (docs/spec.md §5): Yes is '3', No is '' (an answer), unanswered is null.
import type { StepForm } from './form-types';

export const qualifiedPurchaserForm: StepForm = {
  title: 'Are you a qualified purchaser?',
  fields: [
    {
      kind: 'radioButton',
      name: 'accreditation',
      label: 'Are you a qualified purchaser?',
      hint: 'Generally, someone with $5 million or more in investments, or with $25 million or more invested in private capital.',
      options: [
        { label: 'Yes', value: '3' },
        { label: 'No', value: '' },
      ],
    },
  ],
};
