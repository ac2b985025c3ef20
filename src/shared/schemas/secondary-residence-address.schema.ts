// SECONDARY_RESIDENCE_ADDRESS: validated only when it is not the same as the primary subscriber's (then it is copied).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { POSTAL_CODE_MESSAGES, unlessSameAs } from './fields/address';
import { checkbox } from './fields/checkbox';

export const secondaryResidenceAddressSchema: ObjectSchema<
  Pick<FlowValues, 'isSecondaryAddressSameAsPrimary' | 'secondaryAddress'>
> = object({
  isSecondaryAddressSameAsPrimary: checkbox(),
  secondaryAddress: unlessSameAs('isSecondaryAddressSameAsPrimary', {
    postalCodeMessage: POSTAL_CODE_MESSAGES.secondary,
  }),
});
