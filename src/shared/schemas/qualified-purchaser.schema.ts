// QUALIFIED_PURCHASER: '3' (a qualified purchaser) or '' (no); null is not an answer (docs/spec.md §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { qualifiedPurchaserAnswer } from './fields/accreditation';

export const qualifiedPurchaserSchema: ObjectSchema<Pick<FlowValues, 'accreditation'>> = object({
  accreditation: qualifiedPurchaserAnswer(),
});
