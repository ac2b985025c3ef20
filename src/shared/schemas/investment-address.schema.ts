// INVESTMENT_ADDRESS: validated only when it is not the same as the residence (then it is copied).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { POSTAL_CODE_MESSAGES, unlessSameAs } from './fields/address';
import { checkbox } from './fields/checkbox';

export const investmentAddressSchema: ObjectSchema<
  Pick<FlowValues, 'isInvestmentAddressSameAsResidence' | 'investmentAddress'>
> = object({
  isInvestmentAddressSameAsResidence: checkbox(),
  investmentAddress: unlessSameAs('isInvestmentAddressSameAsResidence', {
    postalCodeMessage: POSTAL_CODE_MESSAGES.investment,
  }),
});
