// IRA_TAX_ID: the IRA's tax id, SSN or EIN, hence the generic message (docs/spec.md §5 tax ids).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { TAX_ID_MESSAGES, taxId } from './fields/tax-id';

export const iraTaxIdSchema: ObjectSchema<Pick<FlowValues, 'ssn'>> = object({
  ssn: taxId(TAX_ID_MESSAGES.generic),
});
