// ENTITY_ACCREDITED_INVESTOR (docs/spec.md §4, §5): the entity's answer, Accredited ('0') or Not Accredited ('1').
import type { StepForm } from './form-types';

export const entityIsAccreditedForm: StepForm = {
  title: 'Is the entity an accredited investor?',
  fields: [
    {
      kind: 'infoBox',
      text: 'For example, an entity is accredited when all of its owners are accredited investors, or when it has more than $5 million in assets and was not formed to make this investment.',
    },
    {
      kind: 'radioButton',
      name: 'accreditation',
      label: 'Is the entity an accredited investor?',
      options: [
        { label: 'Yes, the entity is an accredited investor', value: '0' },
        { label: 'No, it is not', value: '1' },
      ],
    },
  ],
};
