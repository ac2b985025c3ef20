// ENTITY_QUALIFIED_PURCHASER_TYPE (docs/spec.md §5): one of the definitions for entities.
import type { StepForm } from './form-types';

export const entityQualifiedPurchaserTypeForm: StepForm = {
  title: 'Which describes the entity?',
  fields: [
    {
      kind: 'radioButton',
      name: 'qualifiedPurchaserDefinition',
      label: 'Qualified purchaser',
      options: 'qualifiedPurchaserDefinitionsEntity',
    },
  ],
};
