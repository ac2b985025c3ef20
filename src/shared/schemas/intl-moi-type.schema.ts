// INTL_MOI_TYPE: global investors choose among the global methods (docs/spec.md §5: selections must be configured options).
import { type ObjectSchema, object } from 'yup';
import { GLOBAL_METHODS } from '../domain/codes';
import type { FlowValues } from '../domain/flow-values';
import { accountNickname } from './fields/account-nickname';
import { methodOfInvestment } from './fields/method-of-investment';

export const intlMoiTypeSchema: ObjectSchema<Pick<FlowValues, 'methodOfInvestment' | 'accountNickname'>> = object({
  methodOfInvestment: methodOfInvestment(GLOBAL_METHODS),
  accountNickname: accountNickname(),
});
