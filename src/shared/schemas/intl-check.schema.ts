// INTL_INVESTOR: US versus non-US investor; the answer is required (docs/spec.md §2, §4).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { requiredAnswer } from './fields/required';

export const intlCheckSchema: ObjectSchema<Pick<FlowValues, 'isGlobalInvestor'>> = object({
  isGlobalInvestor: requiredAnswer(),
});
