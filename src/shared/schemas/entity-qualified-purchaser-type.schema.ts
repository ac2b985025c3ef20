// ENTITY_QUALIFIED_PURCHASER_TYPE: one of the configured definitions for entities (docs/spec.md §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { qualifiedPurchaserDefinition } from './fields/accreditation';

export const entityQualifiedPurchaserTypeSchema: ObjectSchema<Pick<FlowValues, 'qualifiedPurchaserDefinition'>> =
  object({
    qualifiedPurchaserDefinition: qualifiedPurchaserDefinition('entity'),
  });
