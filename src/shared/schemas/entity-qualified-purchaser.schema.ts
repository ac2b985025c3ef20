// ENTITY_QUALIFIED_PURCHASER: the entity's answer, with the individual step's rule (docs/spec.md §4, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { qualifiedPurchaserAnswer } from './fields/accreditation';

export const entityQualifiedPurchaserSchema: ObjectSchema<Pick<FlowValues, 'accreditation'>> = object({
  accreditation: qualifiedPurchaserAnswer(),
});
