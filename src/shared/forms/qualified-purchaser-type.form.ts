// QUALIFIED_PURCHASER_TYPE (docs/spec.md §5): one of the definitions for individuals.
import type { StepForm } from './form-types';

export const qualifiedPurchaserTypeForm: StepForm = {
  title: 'Which describes you?',
  fields: [
    {
      kind: 'radioButton',
      name: 'qualifiedPurchaserDefinition',
      label: 'Qualified purchaser',
      options: 'qualifiedPurchaserDefinitionsIndividual',
    },
  ],
};
