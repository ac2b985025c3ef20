// RESIDENCE_ADDRESS: a US investor's primary residence, which must be in the US (docs/spec.md §5 addresses).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { address, POSTAL_CODE_MESSAGES } from './fields/address';

export const residentialAddressSchema: ObjectSchema<Pick<FlowValues, 'residenceAddress'>> = object({
  residenceAddress: address({ postalCodeMessage: POSTAL_CODE_MESSAGES.residence, isUsOnly: true }),
});
