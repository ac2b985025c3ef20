// ENTITY_ACCREDITED_INVESTOR: the entity's answer, with the individual step's rule (docs/spec.md §4, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { accreditedAnswer } from './fields/accreditation';

export const entityIsAccreditedSchema: ObjectSchema<Pick<FlowValues, 'accreditation'>> = object({
  accreditation: accreditedAnswer(),
});
