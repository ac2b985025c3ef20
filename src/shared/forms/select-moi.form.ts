// SELECT_MOI (docs/spec.md §2): an existing method of investment, or 'Add New Method of Investment'.
import type { StepForm } from './form-types';

export const selectMoiForm: StepForm = {
  title: 'How would you like to invest?',
  intro: 'You can use a method of investment you have used with us before, or add a new one.',
  fields: [
    {
      kind: 'radioButton',
      name: 'isExistingAccountSelected',
      label: 'Method of investment',
      options: [
        { label: 'Use an existing method of investment', value: true },
        { label: 'Add New Method of Investment', value: false },
      ],
    },
    {
      kind: 'hidable',
      showWhen: { name: 'isExistingAccountSelected', equals: true },
      fields: [
        {
          kind: 'selector',
          name: 'accountIntegrationId',
          label: 'Your methods of investment',
          options: 'existingAccounts',
        },
      ],
    },
  ],
};
