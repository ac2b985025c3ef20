// INTL_ENTITY_TAX_ID (route spelt 'intl-entitity-tax-id', docs/spec.md §2): the trust or entity and its foreign tax id.
import { MAX_LENGTH } from '../domain/constants';
import type { StepForm } from './form-types';

export const intlEntitityTaxIdForm: StepForm = {
  title: 'About the trust or entity',
  fields: [
    {
      kind: 'textInput',
      name: 'entityTrustName',
      label: 'Legal name of the trust or entity',
      autoComplete: 'organization',
      maxLength: MAX_LENGTH.entityName,
    },
    {
      kind: 'taxInput',
      name: 'intlTaxId',
      label: 'Tax ID',
      hint: 'The number its country of registration uses for tax.',
      taxIdKind: 'foreign',
    },
    { kind: 'checkbox', name: 'noTaxId', label: 'The trust or entity does not have a Tax ID' },
  ],
};
