// PRIMARY_TAX_ID: the JTWROS primary subscriber's SSN (docs/spec.md §5 tax ids).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { ssn } from './fields/tax-id';

export const primaryTaxIdSchema: ObjectSchema<Pick<FlowValues, 'ssn'>> = object({
  ssn: ssn(),
});
