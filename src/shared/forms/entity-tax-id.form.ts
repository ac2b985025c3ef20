// ENTITY_TAX_ID (docs/spec.md §2): legal entity name, EIN or SSN choice, disregarded-entity box. A disregarded entity gives
// its owner's SSN on the next step instead.
import { MAX_LENGTH } from '../domain/constants';
import type { StepForm } from './form-types';

export const entityTaxIdForm: StepForm = {
  title: 'About the entity',
  fields: [
    {
      kind: 'textInput',
      name: 'entityTrustName',
      label: 'Legal entity name',
      hint: 'As it appears on the formation documents.',
      autoComplete: 'organization',
      maxLength: MAX_LENGTH.entityName,
    },
    {
      kind: 'checkbox',
      name: 'disregardedEntity',
      label: 'This is a disregarded entity for US tax purposes',
      hint: "For example, a single-member LLC taxed through its owner. We will ask for the owner's details next.",
    },
    {
      kind: 'hidable',
      showWhen: { name: 'disregardedEntity', equals: false },
      fields: [
        {
          kind: 'radioButton',
          name: 'isEin',
          label: 'Which Tax ID does the entity use?',
          options: [
            { label: 'Employer Identification Number (EIN)', value: true },
            { label: 'Social Security number (SSN)', value: false },
          ],
        },
        {
          kind: 'hidable',
          showWhen: { name: 'isEin', equals: true },
          fields: [{ kind: 'taxInput', name: 'ein', label: 'EIN', taxIdKind: 'ein' }],
        },
        {
          kind: 'hidable',
          showWhen: { name: 'isEin', equals: false },
          fields: [{ kind: 'taxInput', name: 'ssn', label: 'SSN', taxIdKind: 'ssn' }],
        },
      ],
    },
  ],
};
