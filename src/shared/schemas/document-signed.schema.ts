// DOCUMENT_SIGNED collects nothing: the agreement is signed through the signing service (docs/spec.md §2).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';

export const documentSignedSchema: ObjectSchema<Pick<FlowValues, never>> = object({});
