// NAME_PHONE (docs/spec.md §2): legal names, mobile phone, optional preferred first name.
import { MAX_LENGTH } from '../domain/constants';
import { legalNameFields, mobilePhoneField } from './common-fields';
import type { StepForm } from './form-types';

export const nameAndPhoneForm: StepForm = {
  title: 'Your name and phone number',
  intro: 'Please use your legal name as it appears on your government-issued ID.',
  fields: [
    ...legalNameFields,
    {
      kind: 'textInput',
      name: 'preferredFirstName',
      label: 'Preferred first name',
      hint: 'What you would like us to call you.',
      autoComplete: 'nickname',
      maxLength: MAX_LENGTH.preferredName,
      isOptional: true,
    },
    mobilePhoneField,
  ],
};
