// STRATA_SSN: the IRA owner's SSN for the Strata custodian; its EIN and address are prefilled (docs/spec.md §4).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { ssn } from './fields/tax-id';

export const strataSsnSchema: ObjectSchema<Pick<FlowValues, 'ssn'>> = object({
  ssn: ssn(),
});
