// docs/spec.md §2 field display rules for an address. Decided labels: a US address asks for 'City', a 'State' dropdown and a
// 'Zip/Postal Code' (zip is the US word); any other country asks for 'City/District', a free-text province and a
// 'Postal Code'.
import { MAX_LENGTH } from '../domain/constants';
import type { AddressKey, FieldDescriptor, FlowPath } from './form-types';

type AddressOptions = {
  /** RESIDENCE_ADDRESS: the country is fixed to the US, so no country choice and no non-US fields. */
  isUsOnly?: boolean;
};

const usFields = (key: AddressKey): FieldDescriptor[] => [
  { kind: 'textInput', name: `${key}.city`, label: 'City', autoComplete: 'address-level2', maxLength: MAX_LENGTH.city },
  { kind: 'dropDownInput', name: `${key}.state`, label: 'State', options: 'usStates', autoComplete: 'address-level1' },
  {
    kind: 'textInput',
    name: `${key}.postalCode`,
    label: 'Zip/Postal Code',
    autoComplete: 'postal-code',
    maxLength: MAX_LENGTH.postalCode,
  },
];

const otherFields = (key: AddressKey): FieldDescriptor[] => [
  {
    kind: 'textInput',
    name: `${key}.city`,
    label: 'City/District',
    autoComplete: 'address-level2',
    maxLength: MAX_LENGTH.city,
  },
  {
    kind: 'textInput',
    name: `${key}.province`,
    label: 'State/Province/Region',
    autoComplete: 'address-level1',
    maxLength: MAX_LENGTH.province,
    isOptional: true,
  },
  {
    kind: 'textInput',
    name: `${key}.postalCode`,
    label: 'Postal Code',
    autoComplete: 'postal-code',
    maxLength: MAX_LENGTH.postalCode,
    isOptional: true,
  },
];

export const addressFields = (key: AddressKey, { isUsOnly = false }: AddressOptions = {}): FieldDescriptor[] => {
  const country: FlowPath = `${key}.country`;
  const lines: FieldDescriptor[] = [
    {
      kind: 'textInput',
      name: `${key}.address1`,
      label: 'Street address',
      autoComplete: 'address-line1',
      maxLength: MAX_LENGTH.addressLine,
    },
    {
      kind: 'textInput',
      name: `${key}.address2`,
      label: 'Apartment, suite or unit',
      autoComplete: 'address-line2',
      maxLength: MAX_LENGTH.addressLine,
      isOptional: true,
    },
  ];
  if (isUsOnly) return [...lines, ...usFields(key)];
  return [
    { kind: 'dropDownInput', name: country, label: 'Country', options: 'countries', autoComplete: 'country' },
    ...lines,
    { kind: 'hidable', showWhen: { name: country, equals: 'US' }, fields: usFields(key) },
    { kind: 'hidable', showWhen: { name: country, notEquals: 'US' }, fields: otherFields(key) },
  ];
};
