// SECONDARY_TAX_ID: the JTWROS secondary subscriber's SSN (docs/spec.md §5 tax ids).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { TAX_ID_MESSAGES, taxId } from './fields/tax-id';

export const secondaryTaxIdSchema: ObjectSchema<Pick<FlowValues, 'secondarySsn'>> = object({
  secondarySsn: taxId(TAX_ID_MESSAGES.ssn),
});
