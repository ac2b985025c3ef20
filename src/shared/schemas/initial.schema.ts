// INITIAL collects nothing: the investor only starts the flow.
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';

export const initialSchema: ObjectSchema<Pick<FlowValues, never>> = object({});
