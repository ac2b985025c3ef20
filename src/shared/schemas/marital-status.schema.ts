// MARITAL_STATUS: docs/spec.md §5 'The marital-status answer is not enforced'; an answer, when given, must be one of the two.
import { mixed, type ObjectSchema, object } from 'yup';
import type { FlowValues, MaritalStatus } from '../domain/flow-values';
import { ANSWER_REQUIRED_MESSAGE } from './fields/required';

export const MARITAL_STATUSES: readonly MaritalStatus[] = ['married', 'notMarried'];

export const maritalStatusSchema: ObjectSchema<Pick<FlowValues, 'maritalStatus'>> = object({
  maritalStatus: mixed<MaritalStatus>()
    .nullable()
    .default(null)
    .oneOf([...MARITAL_STATUSES, null], ANSWER_REQUIRED_MESSAGE),
});
