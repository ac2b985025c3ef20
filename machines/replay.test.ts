// docs/spec.md §4 'Previous button': the step before the current one by replay, leaving at INITIAL, and ERROR_UNKNOWN for a
// step the stored answers no longer lead to, from which the flow restarts at INITIAL.
import { describe, expect, it } from 'vitest';
import { env } from '../model-tests/fixtures/funds';
import { values } from '../model-tests/fixtures/values';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { PREVIOUS_STEP_FAILED, previousStep } from './replay';

const at = (currentStep: StepId, stored: Partial<FlowValues> = {}) => ({ currentStep, values: values(stored) });
const individual = { isGlobalInvestor: false, methodOfInvestment: 'individual' } as const;

describe('Previous', () => {
  it('goes back to the step the stored answers came through', () => {
    expect(previousStep(at('SSN_TAX_ID', individual), env())).toEqual({
      kind: 'step',
      record: at('MOI_TYPE', individual),
    });
  });

  it('leaves the flow when the step before is INITIAL', () => {
    expect(previousStep(at('INTL_INVESTOR'), env())).toEqual({ kind: 'leave' });
  });

  it('falls to ERROR_UNKNOWN, keeping the answers, when they no longer lead to the current step', () => {
    // An entity's answers lead to ENTITY_TAX_ID, never to the individual's SSN step.
    const stale = at('SSN_TAX_ID', { ...individual, methodOfInvestment: 'entity' });
    expect(previousStep(stale, env())).toEqual({
      kind: 'unreachable',
      record: { currentStep: 'ERROR_UNKNOWN', values: stale.values },
      message: PREVIOUS_STEP_FAILED,
    });
  });

  it('restarts at INITIAL from ERROR_UNKNOWN, with the answers kept', () => {
    const failed = at('ERROR_UNKNOWN', individual);
    expect(previousStep(failed, env())).toEqual({
      kind: 'step',
      record: { currentStep: 'INITIAL', values: failed.values },
    });
  });
});
