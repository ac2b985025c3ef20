// CONFIRM_MOI: the summary; Edit sets the edit-mode flag, Next leaves it unset (docs/spec.md §4).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';

export const confirmMoiSchema: ObjectSchema<Pick<FlowValues, 'isMoiEditModeSelected'>> = object({
  isMoiEditModeSelected: checkbox(),
});
