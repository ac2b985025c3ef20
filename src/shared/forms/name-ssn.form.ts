// NAME_SSN (SPEC §2): the owner of a disregarded entity.
import type { StepForm } from './form-types';

export const nameSsnForm: StepForm = {
  title: "The owner's details",
  intro: 'A disregarded entity is taxed through its owner. Please tell us who that is.',
  fields: [
    {
      kind: 'textInput',
      name: 'legalFirstName',
      label: 'Legal first name',
      autoComplete: 'given-name',
    },
    {
      kind: 'textInput',
      name: 'legalLastName',
      label: 'Legal last name',
      autoComplete: 'family-name',
    },
    { kind: 'phoneNumber', name: 'mobilePhone', label: 'Mobile phone', autoComplete: 'tel' },
    {
      kind: 'taxInput',
      name: 'disregardedEntitySsn',
      label: "Owner's Social Security number (SSN)",
      hint: 'We encrypt it and only ever show the last 4 digits.',
      taxIdKind: 'ssn',
    },
  ],
};
