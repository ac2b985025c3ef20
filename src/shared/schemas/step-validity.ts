// Synchronous validity of a step's data, for the validation walk (every step rule is synchronous).
import type { FlowValues } from '../domain/flow-values';
import { isTerminalStep, type StepId } from '../domain/steps';
import { stepSchemas } from './step-schemas';

export const isStepValidSync = (step: StepId, values: FlowValues): boolean =>
  isTerminalStep(step) || stepSchemas[step].isValidSync(values, { context: values });
