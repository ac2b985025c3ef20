// PRIMARY_TAX_ID: the JTWROS primary subscriber's SSN (docs/spec.md §5 tax ids).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { TAX_ID_MESSAGES, taxId } from './fields/tax-id';

export const primaryTaxIdSchema: ObjectSchema<Pick<FlowValues, 'ssn'>> = object({
  ssn: taxId(TAX_ID_MESSAGES.ssn),
});
