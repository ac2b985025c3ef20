// QUALIFIED_PURCHASER_TYPE: one of the configured definitions for individuals (docs/spec.md §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { qualifiedPurchaserDefinition } from './fields/accreditation';

export const qualifiedPurchaserTypeSchema: ObjectSchema<Pick<FlowValues, 'qualifiedPurchaserDefinition'>> = object({
  qualifiedPurchaserDefinition: qualifiedPurchaserDefinition('individual'),
});
