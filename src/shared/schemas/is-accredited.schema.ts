// ACCREDITED_INVESTOR: Accredited ('0') or Not Accredited ('1'), required (docs/spec.md §3, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { accreditedAnswer } from './fields/accreditation';

export const isAccreditedSchema: ObjectSchema<Pick<FlowValues, 'accreditation'>> = object({
  accreditation: accreditedAnswer(),
});
