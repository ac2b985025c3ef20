// Resuming a stored subscription (the submit call with the fund alone, docs/spec.md §7): its stored step stands while
// the stored answers still lead there, by the replay Previous runs (docs/spec.md §4 'Previous button'). When they no
// longer do (the answers, the investor's accounts or the fund changed since), the flow walks again from INITIAL as
// docs/spec.md §4's validation walk does and resumes at the first step whose data is invalid, or at signing when every
// step holds; an answer that ends the flow resumes at its question. End screens are kept as stored.
import { isTerminalStep, type StepId } from '../src/shared/domain/steps';
import type { FlowEnvironment, FlowRecord } from './flow-snapshot';
import { isStepOnRoute } from './replay';
import { walkFromInitial } from './validation-walk';

export const resumeStep = (record: FlowRecord, env: FlowEnvironment): StepId => {
  const { currentStep } = record;
  if (currentStep === 'INITIAL' || isTerminalStep(currentStep) || isStepOnRoute(record, env)) return currentStep;
  const walk = walkFromInitial(record.values, env);
  return walk.kind === 'stopped' ? walk.at : (walk.steps.at(-1) ?? 'INITIAL');
};
