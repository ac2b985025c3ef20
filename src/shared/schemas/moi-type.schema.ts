// MOI_TYPE: individual, JTWROS, entity or IRA (docs/spec.md §5: selections must be configured options).
import { type ObjectSchema, object } from 'yup';
import { US_METHODS } from '../domain/codes';
import type { FlowValues } from '../domain/flow-values';
import { accountNickname } from './fields/account-nickname';
import { methodOfInvestment } from './fields/method-of-investment';

export const moiTypeSchema: ObjectSchema<Pick<FlowValues, 'methodOfInvestment' | 'accountNickname'>> = object({
  methodOfInvestment: methodOfInvestment(US_METHODS),
  accountNickname: accountNickname(),
});
