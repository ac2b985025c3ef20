// Field descriptors that several steps show the same way.
import { MAX_LENGTH } from '../domain/constants';
import type { FieldDescriptor } from './form-types';

/** Legal first and last name of the primary subscriber. */
export const legalNameFields: FieldDescriptor[] = [
  { kind: 'textInput', name: 'legalFirstName', label: 'Legal first name', autoComplete: 'given-name' },
  { kind: 'textInput', name: 'legalLastName', label: 'Legal last name', autoComplete: 'family-name' },
];

export const mobilePhoneField: FieldDescriptor = {
  kind: 'phoneNumber',
  name: 'mobilePhone',
  label: 'Mobile phone',
  autoComplete: 'tel',
};

export const accountNicknameField: FieldDescriptor = {
  kind: 'textInput',
  name: 'accountNickname',
  label: 'Account nickname',
  hint: 'Helps you tell your accounts apart. Only you see it.',
  maxLength: MAX_LENGTH.accountNickname,
  isOptional: true,
};
