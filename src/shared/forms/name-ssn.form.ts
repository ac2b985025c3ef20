// NAME_SSN (docs/spec.md §2): the owner of a disregarded entity.
import { legalNameFields, mobilePhoneField } from './common-fields';
import type { StepForm } from './form-types';

export const nameSsnForm: StepForm = {
  title: "The owner's details",
  intro: 'A disregarded entity is taxed through its owner. Please tell us who that is.',
  fields: [
    ...legalNameFields,
    mobilePhoneField,
    {
      kind: 'taxInput',
      name: 'disregardedEntitySsn',
      label: "Owner's Social Security number (SSN)",
      hint: 'We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ssn',
    },
  ],
};
