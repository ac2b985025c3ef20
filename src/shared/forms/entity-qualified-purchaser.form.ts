// ENTITY_QUALIFIED_PURCHASER (docs/spec.md §5): Yes is '3', No is '' (an answer), unanswered is null.
import type { StepForm } from './form-types';

export const entityQualifiedPurchaserForm: StepForm = {
  title: 'Is the entity a qualified purchaser?',
  fields: [
    {
      kind: 'radioButton',
      name: 'accreditation',
      label: 'Is the entity a qualified purchaser?',
      hint: 'Generally, an entity with $5 million or more in assets.',
      options: [
        { label: 'Yes', value: '3' },
        { label: 'No', value: '' },
      ],
    },
  ],
};
