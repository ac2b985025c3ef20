// SPOUSE_NAME_EMAIL: the spouse, who signs through a link sent by e-mail (docs/spec.md §1).
import type { StepForm } from './form-types';

export const spouseNameEmailForm: StepForm = {
  title: 'Your spouse',
  intro: 'We will e-mail your spouse a link to sign their consent. Please use their legal name.',
  fields: [
    { kind: 'textInput', name: 'spouseLegalFirstName', label: 'Legal first name', autoComplete: 'off' },
    { kind: 'textInput', name: 'spouseLegalLastName', label: 'Legal last name', autoComplete: 'off' },
    { kind: 'textInput', name: 'spouseEmail', label: 'E-mail address', autoComplete: 'off' },
  ],
};
