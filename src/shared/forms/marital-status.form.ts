// MARITAL_STATUS (docs/spec.md §2, §4): asked in community-property states.
import type { StepForm } from './form-types';

export const maritalStatusForm: StepForm = {
  title: 'Are you married?',
  intro: 'In your state, a spouse may share in property acquired during the marriage, so we ask for their consent.',
  fields: [
    {
      kind: 'radioButton',
      name: 'maritalStatus',
      label: 'Are you married?',
      options: [
        { label: 'Yes', value: 'married' },
        { label: 'No', value: 'notMarried' },
      ],
    },
  ],
};
