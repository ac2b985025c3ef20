// Executes a generated path against the server-like runner, which keeps only { currentStep, values } between calls.

import { markSigned, requestChange, submitStep } from '../../machines/flow-runner';
import type { FlowEnvironment, FlowRecord } from '../../machines/flow-snapshot';
import type { FlowEvent } from '../../machines/investment-flow.types';
import { previousStep } from '../../machines/replay';

export type RunnerStep = { record: FlowRecord; flash: string | null };

/** A step id that no method of investment reaches from an individual's answers: Previous cannot replay to it. */
const UNREACHABLE_FOR_INDIVIDUALS = 'IRA_PROVIDER_CUSTOM';

export const driveRunner = async (record: FlowRecord, env: FlowEnvironment, event: FlowEvent): Promise<RunnerStep> => {
  switch (event.type) {
    case 'SIGNED':
      return { record: markSigned(record, env), flash: null };
    case 'CHANGE_REQUESTED': {
      const outcome = requestChange(record, env, event.step);
      if (outcome.kind !== 'sentBack') throw new Error(`The runner refused a change request: ${outcome.message}`);
      return { record: outcome.record, flash: null };
    }
    case 'STEP_UNREACHABLE': {
      const stale = {
        currentStep: UNREACHABLE_FOR_INDIVIDUALS,
        values: { ...record.values, methodOfInvestment: 'individual' },
      } as const;
      const outcome = previousStep(stale, env);
      if (outcome.kind !== 'unreachable') throw new Error(`Previous replayed an unreachable step: ${outcome.kind}`);
      // ERROR_UNKNOWN is stored and shown; its Start again (Previous) restarts at INITIAL.
      return { record: outcome.record, flash: null };
    }
    case 'EDIT':
      return advance(await submitStep(record, env, { isMoiEditModeSelected: true }));
    case 'SUBMIT':
      // CONFIRM_MOI's missing step is computed by the runner itself, never taken from the request.
      return advance(await submitStep(record, env, record.currentStep === 'CONFIRM_MOI' ? {} : event.values));
  }
};

const advance = (outcome: Awaited<ReturnType<typeof submitStep>>): RunnerStep => {
  if (outcome.kind !== 'advanced') throw new Error(`The runner refused a step: ${JSON.stringify(outcome)}`);
  return { record: outcome.record, flash: outcome.flash };
};
