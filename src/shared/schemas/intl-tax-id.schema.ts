// INTL_TAX_ID: a foreign tax id, or the 'do not have one' box (docs/spec.md §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';
import { foreignTaxId } from './fields/foreign-tax-id';

export const intlTaxIdSchema: ObjectSchema<Pick<FlowValues, 'intlTaxId' | 'noTaxId'>> = object({
  intlTaxId: foreignTaxId(),
  noTaxId: checkbox(),
});
