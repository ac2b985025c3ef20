// IRA_CUSTODIAN_ADDRESS: the mailing address of an investor-named IRA custodian (docs/spec.md §5 addresses).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { address, POSTAL_CODE_MESSAGES } from './fields/address';

export const iraCustodianAddressSchema: ObjectSchema<Pick<FlowValues, 'iraCustodianAddress'>> = object({
  iraCustodianAddress: address({ postalCodeMessage: POSTAL_CODE_MESSAGES.custodian }),
});
