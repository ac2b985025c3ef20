// ACCREDITED_INVESTOR: Accredited ('0'), Not Accredited ('1') or '' (docs/spec.md §5: an empty string is accepted, null is
// not); anything but Accredited ends at INVALID_INVESTOR_STATUS (docs/spec.md §4).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { accreditedAnswer } from './fields/accreditation';

export const isAccreditedSchema: ObjectSchema<Pick<FlowValues, 'accreditation'>> = object({
  accreditation: accreditedAnswer(),
});
