// INTL_RESIDENCE_ADDRESS: a global investor's primary residence, in any country (docs/spec.md §5 addresses).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { address, POSTAL_CODE_MESSAGES } from './fields/address';

export const intlResidentialAddressSchema: ObjectSchema<Pick<FlowValues, 'residenceAddress'>> = object({
  residenceAddress: address({ postalCodeMessage: POSTAL_CODE_MESSAGES.residence }),
});
