// ENTRUST_EIN: the IRA's EIN for the Entrust custodian (docs/spec.md §2, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { TAX_ID_MESSAGES, taxId } from './fields/tax-id';

export const entrustEinSchema: ObjectSchema<Pick<FlowValues, 'iraSecondaryEin'>> = object({
  iraSecondaryEin: taxId(TAX_ID_MESSAGES.ein),
});
