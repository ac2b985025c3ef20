// BENEFICIAL_OWNERS (docs/kyc.md 'In the wizard'): only when the fund runs identity checks, for entities and trusts. The
// people who own 25 % or more (the US customer due-diligence rule's ownership prong; at most four people can), each with
// legal name, date of birth, residence, an SSN or a passport and the share owned, then one control person. Every label
// names its person, so that each field's accessible name is unique on the page; each person's address has its own
// autofill section, so that a browser never fills the investor's own address into an owner's.
import {
  BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT,
  OWNER_PREFIXES,
  type OwnerPrefix,
  PERSON_ID_KINDS,
  type PersonPrefix,
  personTitle,
} from '../domain/identity-checks';
import { addressFields } from './address-fields';
import type { AddressKey, FieldDescriptor, FlowPath, StepForm } from './form-types';

const path = (prefix: PersonPrefix, field: string): FlowPath => `${prefix}${field}` as FlowPath;

/** A field's autofill hint inside the person's own section; free text that has none is never autofilled. */
const autoCompleteIn = (field: FieldDescriptor, section: string): { autoComplete?: string } => {
  if ('autoComplete' in field && field.autoComplete)
    return { autoComplete: `section-${section} ${field.autoComplete}` };
  return field.kind === 'textInput' ? { autoComplete: 'off' } : {};
};

/** The person's name in each label: 'City (owner 2)', 'Passport number (control person)'. */
const naming = (fields: readonly FieldDescriptor[], who: string, section: string): FieldDescriptor[] =>
  fields.map((field): FieldDescriptor => {
    if (field.kind === 'hidable') return { ...field, fields: naming(field.fields, who, section) };
    if (!('name' in field) || !('label' in field)) return field;
    return { ...field, label: `${field.label} (${who})`, ...autoCompleteIn(field, section) } as FieldDescriptor;
  });

const personFields = (prefix: PersonPrefix): FieldDescriptor[] => {
  const idKind = path(prefix, 'IdKind');
  return [
    { kind: 'textInput', name: path(prefix, 'Name'), label: 'Legal name', maxLength: 200 },
    {
      kind: 'textInput',
      name: path(prefix, 'DateOfBirth'),
      label: 'Date of birth',
      hint: 'YYYY-MM-DD, for example 1980-04-23.',
      maxLength: 10,
    },
    ...addressFields(`${prefix}Address` as AddressKey),
    { kind: 'radioButton', name: idKind, label: 'Identity number', options: PERSON_ID_KINDS },
    {
      kind: 'hidable',
      showWhen: { name: idKind, equals: 'ssn' },
      fields: [{ kind: 'taxInput', name: path(prefix, 'Ssn'), label: 'Social Security number', taxIdKind: 'ssn' }],
    },
    {
      kind: 'hidable',
      showWhen: { name: idKind, equals: 'passport' },
      fields: [
        { kind: 'textInput', name: path(prefix, 'Passport'), label: 'Passport number', maxLength: 20 },
        {
          kind: 'dropDownInput',
          name: path(prefix, 'PassportCountry'),
          label: 'Passport country',
          options: 'countries',
        },
      ],
    },
  ];
};

const owner = (prefix: OwnerPrefix): FieldDescriptor[] => {
  const who = personTitle(prefix).toLowerCase();
  return [
    { kind: 'richtext', title: personTitle(prefix), isSection: true },
    ...naming(
      [
        ...personFields(prefix),
        {
          kind: 'textInput',
          name: path(prefix, 'Percentage'),
          label: 'Percentage owned',
          hint: `From ${BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT} to 100, for example 40.`,
          maxLength: 6,
        },
      ],
      who,
      prefix,
    ),
  ];
};

/**
 * Owner n is shown from a count of n on: each owner's group sits inside the one before it and is hidden while the
 * count is exactly the owners before it (the groups before it are hidden for any smaller count).
 */
const ownerGroups = (index: number): FieldDescriptor[] => {
  const prefix = OWNER_PREFIXES[index];
  if (!prefix) return [];
  return [
    {
      kind: 'hidable',
      showWhen: { name: 'beneficialOwnerCount', notEquals: String(index) },
      fields: [...owner(prefix), ...ownerGroups(index + 1)],
    },
  ];
};

export const beneficialOwnersForm: StepForm = {
  title: 'Owners and control person',
  intro:
    'The fund must know who owns and who controls the entity or trust that invests, and checks each person named here. Their identity numbers are encrypted and shown only by their last 4 characters.',
  fields: [
    {
      kind: 'radioButton',
      name: 'beneficialOwnerCount',
      label: `How many people own ${BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT} % or more of it?`,
      hint: 'Count everyone who owns that share directly or through other companies or trusts. At most four people can.',
      options: [
        { label: 'Nobody', value: '0' },
        { label: 'One person', value: '1' },
        { label: 'Two people', value: '2' },
        { label: 'Three people', value: '3' },
        { label: 'Four people', value: '4' },
      ],
    },
    {
      kind: 'hidable',
      showWhen: { name: 'beneficialOwnerCount', notEquals: '' },
      fields: ownerGroups(0),
    },
    {
      kind: 'richtext',
      title: 'Control person',
      isSection: true,
      text: 'One person who manages or directs the entity or trust, such as its chief executive, managing member, general partner or trustee. It may be one of the owners above.',
    },
    ...naming(
      [
        ...personFields('control').slice(0, 1),
        { kind: 'textInput', name: 'controlTitle', label: 'Title or role', maxLength: 100 },
        ...personFields('control').slice(1),
      ],
      'control person',
      'control',
    ),
  ],
};
