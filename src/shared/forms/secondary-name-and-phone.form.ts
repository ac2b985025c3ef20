// SECONDARY_NAME_PHONE: the secondary subscriber, who signs through a link sent by e-mail (docs/spec.md §1).
import type { StepForm } from './form-types';

export const secondaryNameAndPhoneForm: StepForm = {
  title: 'The secondary subscriber',
  intro: 'We will e-mail them a link to sign the agreement too. Please use their legal name.',
  fields: [
    { kind: 'textInput', name: 'secondaryLegalFirstName', label: 'Legal first name', autoComplete: 'off' },
    { kind: 'textInput', name: 'secondaryLegalLastName', label: 'Legal last name', autoComplete: 'off' },
    { kind: 'textInput', name: 'secondaryEmail', label: 'E-mail address', autoComplete: 'off' },
    { kind: 'phoneNumber', name: 'secondaryMobilePhone', label: 'Mobile phone', autoComplete: 'off' },
  ],
};
